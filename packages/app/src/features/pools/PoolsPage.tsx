import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useNavigate, useParams } from "react-router";
import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { POOL_TABS, type PoolType, poolsTabPath } from "./poolTabs";

const TAB_INTROS: Record<PoolType, string> = {
  standard: "Liquidity pools with their liquidity, 24-hour volume and estimated APR.",
  ufx: "Pools that pair UFX with one other token.",
};

function asPoolType(value: string | undefined): PoolType {
  return POOL_TABS.find((tab) => tab.value === value)?.value ?? "standard";
}

/** Liquidity Pools list; the tab is the route's {tab} both ways. */
export function PoolsPage() {
  const tab = asPoolType(useParams().tab);
  const navigate = useNavigate();
  return (
    <PageSection>
      <PageHeading>Liquidity Pools</PageHeading>
      <Tabs
        value={tab}
        onChange={(_event, next: PoolType) => navigate(poolsTabPath(next))}
        aria-label="Pool types"
      >
        {POOL_TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`pools-tab-${item.value}`}
            aria-controls="pools-tabpanel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="pools-tabpanel" aria-labelledby={`pools-tab-${tab}`}>
        <FeatureIntro>{TAB_INTROS[tab]}</FeatureIntro>
      </div>
    </PageSection>
  );
}
