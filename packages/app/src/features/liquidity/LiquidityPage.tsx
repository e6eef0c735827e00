import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useAmmMarket } from "../../shared/amm/useAmmMarket";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import {
  DEFAULT_LIQUIDITY_TAB,
  LIQUIDITY_TABS,
  type LiquidityTab,
  liquidityTabPath,
} from "../../shared/routes/liquidityTabs";
import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { RouteTabs, tabPanelProps } from "../../shared/ui/RouteTabs";
import { AddLiquidityTab } from "./AddLiquidityTab";
import { PositionsTab } from "./PositionsTab";
import { RemoveLiquidityTab } from "./RemoveLiquidityTab";

const TAB_INTROS: Record<LiquidityTab, string> = {
  add: msg("Add tokens to a pool and receive its LP token."),
  remove: msg("Return LP tokens to a pool and receive the pool's tokens."),
  positions: msg("Your liquidity positions, pool by pool."),
};

const TAB_CONTENT: Record<LiquidityTab, () => ReactNode> = {
  add: () => <AddLiquidityTab />,
  remove: () => <RemoveLiquidityTab />,
  positions: () => <PositionsTab />,
};

/** ours: the pools could not be read from the contract (the poller keeps retrying). */
export const POOLS_LOAD_FAILED = msg("The pools could not be loaded. Retrying…");

function asTab(value: string | undefined): LiquidityTab {
  return LIQUIDITY_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_LIQUIDITY_TAB;
}

function PoolsLoadAlert() {
  const { pools } = useAmmMarket();
  return pools.status === "error" ? <Alert severity="error">{translate(POOLS_LOAD_FAILED)}</Alert> : null;
}

/**
 * AMM Liquidity; the tab is the route's {tab} both ways (choosing a tab changes the route). The query
 * (pool_name) travels with the tab, so the chosen pool stays chosen.
 */
export function LiquidityPage() {
  const tab = asTab(useParams().tab);
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <PageSection>
      <PageHeading>{t("AMM Liquidity Pools")}</PageHeading>
      <RouteTabs
        idPrefix="liquidity"
        label={t("Liquidity actions")}
        tabs={LIQUIDITY_TABS}
        value={tab}
        onChange={(next) => navigate({ pathname: liquidityTabPath(next), search })}
      />
      <Box {...tabPanelProps("liquidity", tab)} sx={{ display: "grid", gap: 2 }}>
        <FeatureIntro>{translate(TAB_INTROS[tab])}</FeatureIntro>
        <PoolsLoadAlert />
        {TAB_CONTENT[tab]()}
      </Box>
    </PageSection>
  );
}
