import type { NetworkConfig } from "@ux/core/config";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import {
  type LoginWallet,
  loadLoginPopover,
  loadNetworkChooserDialog,
  prefersMobileWallet,
  TransactionDialogHost,
  WalletPromptHost,
} from "../../features/auth";
import { loadNodeSettingsDialog, NODE_SETTINGS_ENTRY } from "../../features/node-settings";
import { CREATE_ACCOUNT_PARAM } from "../../shared/navigation";
import { useSessionMap } from "../../shared/wallet/walletSelectors";

// Loaded from here, not from the header: the landing page then only names this small chunk.
const LoginPopover = lazy(() => loadLoginPopover().then((component) => ({ default: component })));
const AccountMenu = lazy(() => import("./AccountMenu").then((m) => ({ default: m.AccountMenu })));
const NetworkChooserDialog = lazy(() =>
  loadNetworkChooserDialog().then((component) => ({ default: component })),
);
const NodeSettingsDialog = lazy(() => loadNodeSettingsDialog().then((component) => ({ default: component })));

export type WalletMenu = "login" | "account";

/**
 * Everything the wallet area opens, in one lazily loaded chunk: the 'Login / SignUp' popover, the network
 * chooser, the logged-in dropdown, the node settings panel (its entry is in both menus: which node a chain
 * is reached through belongs with the connection, and costs the landing page nothing here), and the hosts
 * of the wallet prompt and the transaction fix dialogs.
 */
export function WalletMenus({
  config,
  anchorEl,
  menu,
  onMenuChange,
}: {
  config: NetworkConfig;
  anchorEl: HTMLElement | null;
  menu: WalletMenu | null;
  onMenuChange: (menu: WalletMenu | null) => void;
}) {
  const navigate = useNavigate();
  const sessions = Object.values(useSessionMap());
  const [chooser, setChooser] = useState<LoginWallet | null>(null);
  const [nodesOpen, setNodesOpen] = useState(false);
  const close = () => onMenuChange(null);
  // In both menus; passed in, so the menus' chunks need nothing of the feature.
  const nodeSettings = {
    label: NODE_SETTINGS_ENTRY,
    open: () => {
      close();
      setNodesOpen(true);
    },
  };
  const openCreateAccount = () => {
    // Account creation opens over the current page through its query parameter (see CreateAccountSlot).
    const search = new URLSearchParams(window.location.search);
    search.set(CREATE_ACCOUNT_PARAM, "1");
    navigate({ pathname: window.location.pathname, search: `?${search}` });
  };
  // What both menus take: where they open, how they close, and the node settings entry.
  const menuProps = anchorEl && { config, anchorEl, onClose: close, nodeSettings };
  return (
    <Suspense fallback={null}>
      <WalletPromptHost />
      <TransactionDialogHost config={config} />
      {menuProps && menu === "login" && (
        <LoginPopover {...menuProps} onChooseWallet={setChooser} onCreateAccount={openCreateAccount} />
      )}
      {menuProps && menu === "account" && (
        <AccountMenu {...menuProps} sessions={sessions} onLoginMore={() => onMenuChange("login")} />
      )}
      {chooser !== null && (
        <NetworkChooserDialog
          config={config}
          wallet={chooser}
          prefersMobile={prefersMobileWallet(window.location.search)}
          onClose={() => setChooser(null)}
        />
      )}
      {nodesOpen && <NodeSettingsDialog onClose={() => setNodesOpen(false)} />}
    </Suspense>
  );
}
