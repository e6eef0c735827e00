import Box from "@mui/material/Box";
import { useCallback, useMemo } from "react";
import { useNavigate, useParams } from "react-router";
import { useAmmMarket } from "../../shared/amm/useAmmMarket";
import { useIsMobile } from "../../shared/hooks/useIsMobile";
import { t, translate } from "../../shared/i18n/translate";
import { useAmmSummaryQuery } from "../../shared/query/useAmmSummaryQuery";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { RouteTabs, tabPanelProps } from "../../shared/ui/RouteTabs";
import { LastUpdated } from "./LastUpdated";
import { lastUpdatedMs } from "./lastUpdated";
import { PoolsList } from "./PoolsList";
import { poolListRows } from "./poolRows";
import { asPoolType, POOL_TABS, type PoolType, poolsTabPath, poolTabLabel } from "./poolTabs";
import { POOL_TEXTS } from "./poolTexts";
import { useArrivalTime } from "./useArrivalTime";

/** Liquidity Pools list (spec 2 §2); the tab is the route's {tab} both ways. */
export function PoolsPage() {
  const tab = asPoolType(useParams().tab);
  const navigate = useNavigate();
  const summary = useAmmSummaryQuery();
  const market = useAmmMarket();
  const mobile = useIsMobile();
  const arrivedAt = useArrivalTime(summary.data);
  // Stable callbacks, so the memoized tabs and list skip the page's renders that do not concern them.
  const { refetch } = summary;
  const retry = useCallback(() => void refetch(), [refetch]);
  const changeTab = useCallback((next: PoolType) => navigate(poolsTabPath(next)), [navigate]);
  const rows = useMemo(
    () =>
      summary.data === undefined
        ? undefined
        : poolListRows(summary.data.pools, tab, {
            balances: market.balances,
            loading: market.balancesLoading,
          }),
    [summary.data, tab, market.balances, market.balancesLoading],
  );
  return (
    <PageSection>
      <PageHeading>{translate(POOL_TEXTS.listHeading)}</PageHeading>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <RouteTabs
          idPrefix="pools"
          label={t("Pool types")}
          tabs={POOL_TABS}
          value={tab}
          onChange={changeTab}
        />
        <LastUpdated
          updatedMs={lastUpdatedMs(summary.data?.asset_prices_last_updated, arrivedAt)}
          refreshing={summary.isFetching}
          onRefresh={retry}
        />
      </Box>
      <div {...tabPanelProps("pools", tab)}>
        <PoolsList
          rows={rows}
          failed={summary.isError}
          onRetry={retry}
          tabLabel={poolTabLabel(tab)}
          mobile={mobile}
        />
      </div>
    </PageSection>
  );
}
