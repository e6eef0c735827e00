import Button from "@mui/material/Button";
import { lazy, Suspense, useState } from "react";
import { useStore } from "zustand";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { msg } from "../../shared/i18n/msg";
import { translate } from "../../shared/i18n/translate";
import { captureReferralCode } from "../../shared/referralCode";
import { browserStorage } from "../../shared/storage/browserStorage";
import { NATIVE_CHAIN, sessionStore } from "../../shared/wallet/walletState";
import type { WalletMenu } from "./WalletMenus";

captureReferralCode(location.search, browserStorage());

// The menus, the network chooser and the wallet dialogs load together, on first use.
const WalletMenus = lazy(() => import("./WalletMenus").then((m) => ({ default: m.WalletMenus })));

export const NOT_CONNECTED_LABEL = msg("Not Connected");

/**
 * The header's wallet area: 'Not Connected' and the 'Login / SignUp' popover, or the connected network
 * ('UX Network' when the native network is logged in) and account, opening the logged-in dropdown. It
 * reads only the stored sessions: wallet libraries load when a menu or a signature needs them.
 */
export function WalletArea() {
  const config = useNetworkConfig();
  // The whole (small) store: it changes only at login, logout and when the wallet UI is first wanted.
  const { sessions: byChain, uiWanted } = useStore(sessionStore);
  const sessions = Object.values(byChain);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menu, setMenu] = useState<WalletMenu | null>(null);
  const main = sessions.find((s) => s.chain === NATIVE_CHAIN) ?? sessions[0];

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        aria-haspopup="true"
        aria-expanded={menu !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setMenu(main ? "account" : "login");
        }}
      >
        {/* Antelope names have at most 12 characters; Ethereum addresses are cut to their start. */}
        {main
          ? `${config.chains[main.chain]?.label} · ${main.actor.slice(0, 12)}`
          : translate(NOT_CONNECTED_LABEL)}
      </Button>
      {(anchor || uiWanted) && (
        <Suspense fallback={null}>
          <WalletMenus config={config} anchorEl={anchor} menu={menu} onMenuChange={setMenu} />
        </Suspense>
      )}
    </>
  );
}
