import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { BRIDGE_TEXTS } from "@ux/core/bridge";
import { useState } from "react";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { t, translate } from "../../shared/i18n/translate";
import { AntelopeWalletNotice } from "../../shared/ui/AntelopeWalletNotice";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { useSessionMap } from "../../shared/wallet/walletSelectors";
import { BridgeWorkspace } from "./BridgeWorkspace";
import { bridgeChainOptions } from "./bridgeChoices";

/**
 * /bridge (spec 2 §2 'Bridge page'): tabs 'Transfer' and 'Previous Transactions'; with the Ethereum browser
 * wallet connected, only the Antelope-wallet notice.
 */
export function BridgePage() {
  const config = useNetworkConfig();
  const sessions = useSessionMap();
  const [tab, setTab] = useState<"transfer" | "previous">("transfer");
  const browserWallet = Object.values(sessions).some((session) => session.walletPlugin === "metamask");
  const chains = bridgeChainOptions(config);
  return (
    <PageSection>
      <PageHeading>{translate(BRIDGE_TEXTS.heading)}</PageHeading>
      {browserWallet ? (
        <AntelopeWalletNotice />
      ) : (
        <Box sx={{ maxWidth: 560, minWidth: 0 }}>
          <Tabs value={tab} onChange={(_, value) => setTab(value)} aria-label={t("Bridge")} sx={{ mb: 2 }}>
            <Tab value="transfer" label={translate(BRIDGE_TEXTS.transferTab)} />
            <Tab value="previous" label={translate(BRIDGE_TEXTS.previousTab)} />
          </Tabs>
          <BridgeWorkspace chains={chains} sessions={sessions} tab={tab} />
        </Box>
      )}
    </PageSection>
  );
}
