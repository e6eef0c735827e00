import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";

export function WalletPage() {
  return (
    <PageSection>
      <PageHeading>Wallet</PageHeading>
      <FeatureIntro>Your AMM balances and your token balances on each connected chain.</FeatureIntro>
    </PageSection>
  );
}
