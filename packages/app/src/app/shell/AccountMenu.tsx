import Logout from "@mui/icons-material/Logout";
import Divider from "@mui/material/Divider";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { NetworkConfig } from "@ux/core/config";
import { logout } from "../../features/auth";
import { t, translate } from "../../shared/i18n/translate";
import type { MenuEntry } from "../../shared/ui/menuEntry";
import type { WalletSession } from "../../shared/wallet/walletSession";

/** The logged-in dropdown (spec 1 §2): each connected account with its chain and a Logout, then more logins. */
export function AccountMenu({
  config,
  anchorEl,
  sessions,
  onClose,
  onLoginMore,
  nodeSettings,
}: {
  config: NetworkConfig;
  anchorEl: HTMLElement;
  sessions: WalletSession[];
  onClose: () => void;
  onLoginMore: () => void;
  /** The entry of the node settings panel (its label and how to open it). */
  nodeSettings: MenuEntry;
}) {
  return (
    <Menu
      open
      anchorEl={anchorEl}
      onClose={onClose}
      slotProps={{ list: { "aria-label": t("Wallet accounts") } }}
    >
      {sessions.flatMap((session) => [
        <MenuItem key={`${session.chain}-account`} disabled sx={{ "&.Mui-disabled": { opacity: 1 } }}>
          <ListItemText
            primary={session.actor}
            secondary={config.chains[session.chain]?.label ?? session.chain}
            slotProps={{ primary: { sx: { fontWeight: 600, wordBreak: "break-all" } } }}
          />
        </MenuItem>,
        <MenuItem
          key={`${session.chain}-logout`}
          onClick={() => {
            onClose();
            void logout(config, session.chain);
          }}
          aria-label={t("Logout {account} ({network})", {
            account: session.actor,
            network: config.chains[session.chain]?.label ?? session.chain,
          })}
        >
          <Logout fontSize="small" sx={{ mr: 1 }} /> {t("Logout")}
        </MenuItem>,
      ])}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLoginMore();
        }}
      >
        {t("Login / SignUp")}
      </MenuItem>
      <MenuItem onClick={nodeSettings.open}>{translate(nodeSettings.label)}</MenuItem>
    </Menu>
  );
}
