import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { NetworkConfig } from "@ux/core/config";
import { useId, useState } from "react";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { connectAnchor, connectMetamask, connectTestAccount } from "./loginActions";
import {
  type AnchorApp,
  defaultAnchorApp,
  type LoginNetwork,
  type LoginWallet,
  loginNetworks,
} from "./loginOptions";

const TITLES: Record<LoginWallet, string> = {
  anchor: msg("Choose a network"),
  metamask: msg("Choose a network"),
  testAccount: msg("Use Test Account"),
};

const KIND_NOTE: Record<LoginNetwork["kind"], string> = {
  native: msg("Native network"),
  eosio: msg("EOSIO chain"),
  ethereum: msg("Ethereum"),
};

/** The login network chooser (spec 1 §2): native network, other EOSIO chains, Ethereum. */
export interface NetworkChooserDialogProps {
  config: NetworkConfig;
  wallet: LoginWallet;
  /** Offer this chain only (a page's 'Connect Wallet' for one chain). */
  onlyChain?: string;
  /** utm_source=tokenpocket: the wallet app defaults to the mobile one. */
  prefersMobile: boolean;
  onClose: () => void;
}

export function NetworkChooserDialog({
  config,
  wallet,
  prefersMobile,
  onlyChain,
  onClose,
}: NetworkChooserDialogProps) {
  const titleId = useId();
  const [app, setApp] = useState<AnchorApp>(() => defaultAnchorApp(prefersMobile));
  const networks = loginNetworks(config, wallet).filter(
    (n) => onlyChain === undefined || n.chain === onlyChain,
  );

  const choose = (network: LoginNetwork) => {
    onClose();
    if (wallet === "anchor") void connectAnchor(config, network.chain, app);
    else if (wallet === "metamask")
      void connectMetamask(
        config,
        network.kind === "native" ? { kind: "native" } : { kind: "ethereum", chain: network.chain },
      );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate(TITLES[wallet])}</DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        {wallet === "anchor" && (
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={app}
            onChange={(_, next: AnchorApp | null) => next && setApp(next)}
            aria-label={t("Wallet app")}
            sx={{ px: 2, mb: 1 }}
          >
            <ToggleButton value="desktop">{t("Desktop wallet")}</ToggleButton>
            <ToggleButton value="mobile">{t("Mobile wallet app")}</ToggleButton>
          </ToggleButtonGroup>
        )}
        <List>
          {wallet !== "testAccount" &&
            networks.map((network) => (
              <ListItemButton key={network.chain} onClick={() => choose(network)}>
                <ListItemText primary={network.label} secondary={translate(KIND_NOTE[network.kind])} />
              </ListItemButton>
            ))}
          {wallet === "testAccount" &&
            networks.map((network) => (
              <li key={network.chain}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader>{network.label}</ListSubheader>
                  {network.testAccounts.map((account) => (
                    <ListItemButton
                      key={`${account.chain}:${account.account}`}
                      onClick={() => {
                        onClose();
                        connectTestAccount(config, account);
                      }}
                    >
                      <ListItemText
                        primary={account.account}
                        secondary={t("{network} test account", { network: network.label })}
                      />
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("Cancel")}</Button>
      </DialogActions>
    </Dialog>
  );
}
