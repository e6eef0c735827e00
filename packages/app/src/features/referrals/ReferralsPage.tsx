import { translate } from "../../shared/i18n/translate";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { ReferralsWorkspace } from "./ReferralsWorkspace";
import { REFERRALS_HEADING } from "./referralsTexts";

/** /referrals (spec 1 §2 'Referrals page'): prove the account, then make and share referral links. */
export function ReferralsPage() {
  return (
    <PageSection maxWidth={820}>
      <PageHeading>{translate(REFERRALS_HEADING)}</PageHeading>
      <ReferralsWorkspace />
    </PageSection>
  );
}
