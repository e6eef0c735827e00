import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";

export function AmmSwapPage() {
  return (
    <PageSection>
      <PageHeading>AMM Swap</PageHeading>
      <FeatureIntro>
        Swap one token for another through the liquidity pools, hopping through UFX pairs when no direct pool
        exists.
      </FeatureIntro>
    </PageSection>
  );
}
