import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import type { NetworkConfig } from "@ux/core/config";
import { useId } from "react";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import type { MenuEntry } from "../../shared/ui/menuEntry";
import { type LoginWallet, offersTestAccounts } from "./loginOptions";

/** Spec 1 §2 'Login / SignUp' entries, plus 'Use Test Account' on the local network. */
export const LOGIN_OPTIONS = [
  msg("Connect Anchor"),
  msg("Connect Metamask"),
  msg("Create UX Account"),
] as const;
export const USE_TEST_ACCOUNT = msg("Use Test Account");

const WALLET_OF: Record<(typeof LOGIN_OPTIONS)[number], LoginWallet | null> = {
  "Connect Anchor": "anchor",
  "Connect Metamask": "metamask",
  "Create UX Account": null,
};

export interface LoginPopoverProps {
  config: NetworkConfig;
  anchorEl: HTMLElement;
  onClose: () => void;
  onChooseWallet: (wallet: LoginWallet) => void;
  onCreateAccount: () => void;
  /** The node settings panel's entry; the header's popover offers it, a form's 'Connect Wallet' does not. */
  nodeSettings?: MenuEntry;
}

/** Props rather than context and router hooks: this chunk then shares nothing extra with the landing page. */
export function LoginPopover({
  config,
  anchorEl,
  onClose,
  onChooseWallet,
  onCreateAccount,
  nodeSettings,
}: LoginPopoverProps) {
  const titleId = useId();
  const choose = (label: (typeof LOGIN_OPTIONS)[number]) => {
    const wallet = WALLET_OF[label];
    onClose();
    if (wallet !== null) {
      onChooseWallet(wallet);
      return;
    }
    onCreateAccount();
  };
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { p: 2, width: 260 } } }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t("Login / SignUp")}
      </Typography>
      <Box sx={{ display: "grid", gap: 1 }}>
        {LOGIN_OPTIONS.map((label) => (
          <Button key={label} variant="outlined" fullWidth onClick={() => choose(label)}>
            {translate(label)}
          </Button>
        ))}
        {offersTestAccounts(config) && (
          <Button
            variant="text"
            fullWidth
            onClick={() => {
              onClose();
              onChooseWallet("testAccount");
            }}
          >
            {translate(USE_TEST_ACCOUNT)}
          </Button>
        )}
        {nodeSettings && (
          <Button variant="text" size="small" fullWidth onClick={nodeSettings.open}>
            {translate(nodeSettings.label)}
          </Button>
        )}
      </Box>
    </Popover>
  );
}
