import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";

export function StakePage() {
  return (
    <PageSection>
      <PageHeading>QuickStake</PageHeading>
      <FeatureIntro>Stake UTX for a chosen quarterly expiry and earn a reward.</FeatureIntro>
    </PageSection>
  );
}
