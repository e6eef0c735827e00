import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";

export function BridgePage() {
  return (
    <PageSection>
      <PageHeading>Bridge</PageHeading>
      <FeatureIntro>
        Move tokens between EOS, UX Network, TELOS and WAX using cryptographic proofs. Bridge transfers do not
        incur any fees.
      </FeatureIntro>
    </PageSection>
  );
}
