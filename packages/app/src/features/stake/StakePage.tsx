import { t } from "../../shared/i18n/translate";
import { AntelopeWalletNotice } from "../../shared/ui/AntelopeWalletNotice";
import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { useSessionMap } from "../../shared/wallet/walletSelectors";
import { StakeWorkspace } from "./StakeWorkspace";

/**
 * /stake (spec 2 §2 'Stake page'): the QuickStake form, graph, Current Positions and Stake History; with the
 * Ethereum browser wallet connected, only the Antelope-wallet notice.
 */
export function StakePage() {
  const sessions = useSessionMap();
  const browserWallet = Object.values(sessions).some((session) => session.walletPlugin === "metamask");
  return (
    <PageSection>
      <PageHeading>{t("QuickStake")}</PageHeading>
      {browserWallet ? (
        <AntelopeWalletNotice />
      ) : (
        <>
          <FeatureIntro>{t("Stake UTX for a chosen quarterly expiry and earn a reward.")}</FeatureIntro>
          <StakeWorkspace />
        </>
      )}
    </PageSection>
  );
}
