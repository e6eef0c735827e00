import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";

export function ResourcesPage() {
  return (
    <PageSection>
      <PageHeading>UX Resources: acquire UX resources using Ethereum tokens</PageHeading>
      <FeatureIntro>
        Send Ethereum or other-chain tokens and receive UTX or UTXRAM on your UX Network account.
      </FeatureIntro>
    </PageSection>
  );
}
