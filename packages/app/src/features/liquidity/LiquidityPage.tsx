import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useNavigate, useParams } from "react-router";
import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { DEFAULT_LIQUIDITY_TAB, LIQUIDITY_TABS, type LiquidityTab, liquidityTabPath } from "./liquidityTabs";

const TAB_INTROS: Record<LiquidityTab, string> = {
  add: "Add tokens to a pool and receive its LP token.",
  remove: "Return LP tokens to a pool and receive the pool's tokens.",
  positions: "Your liquidity positions, pool by pool.",
};

function asTab(value: string | undefined): LiquidityTab {
  return LIQUIDITY_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_LIQUIDITY_TAB;
}

/** AMM Liquidity; the tab is the route's {tab} both ways (choosing a tab changes the route). */
export function LiquidityPage() {
  const tab = asTab(useParams().tab);
  const navigate = useNavigate();
  return (
    <PageSection>
      <PageHeading>AMM Liquidity Pools</PageHeading>
      <Tabs
        value={tab}
        onChange={(_event, next: LiquidityTab) => navigate(liquidityTabPath(next))}
        aria-label="Liquidity actions"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {LIQUIDITY_TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`liquidity-tab-${item.value}`}
            aria-controls="liquidity-tabpanel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="liquidity-tabpanel" aria-labelledby={`liquidity-tab-${tab}`}>
        <FeatureIntro>{TAB_INTROS[tab]}</FeatureIntro>
      </div>
    </PageSection>
  );
}
