import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";

export function ReferralsPage() {
  return (
    <PageSection>
      <PageHeading>Referrals</PageHeading>
      <FeatureIntro>
        Create referral links, prove that you own your account, and see how many users each link brought.
      </FeatureIntro>
    </PageSection>
  );
}
