import ArrowBack from "@mui/icons-material/ArrowBack";
import Link from "@mui/material/Link";
import { Link as RouterLink, useParams } from "react-router";
import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { POOL_TABS, type PoolType, poolsTabPath } from "./poolTabs";

/** Pool detail at /pools/{type}/{name}: the pool name and a way back to its tab of the list. */
export function PoolDetailPage() {
  const params = useParams();
  const type: PoolType = POOL_TABS.find((tab) => tab.value === params.type)?.value ?? "standard";
  const backLabel = POOL_TABS.find((tab) => tab.value === type)?.label ?? "";
  return (
    <PageSection>
      <Link
        component={RouterLink}
        to={poolsTabPath(type)}
        sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, width: "fit-content" }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        Back to {backLabel}
      </Link>
      <PageHeading>{params.name}</PageHeading>
      <FeatureIntro>Liquidity, volume, fees and token mix of this pool.</FeatureIntro>
    </PageSection>
  );
}
