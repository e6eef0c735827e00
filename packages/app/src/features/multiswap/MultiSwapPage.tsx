import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";

export function MultiSwapPage() {
  return (
    <PageSection>
      <PageHeading subheading="Flexible intra-pool multiple asset and LP swap facility">
        Multi Swap
      </PageHeading>
      <FeatureIntro>
        Choose a pool, the tokens to send, and the percentage of the total to receive in each token.
      </FeatureIntro>
    </PageSection>
  );
}
