import { type ReactNode, useCallback, useState } from "react";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { LoginPrompt } from "./LoginPrompt";

/**
 * A trading form's login: `openLogin(button)` shows the login prompt at that button; render `loginPrompt`
 * next to the form. One wiring for every form's 'Connect Wallet'.
 */
export function useLoginPrompt(): {
  /** chain: the network to log in to (the native one by default; the Bridge asks for either side's). */
  openLogin: (anchor: HTMLElement, chain?: string) => void;
  loginPrompt: ReactNode;
} {
  const config = useNetworkConfig();
  const [loginAt, setLoginAt] = useState<{ anchor: HTMLElement; chain: string } | null>(null);
  const closeLogin = useCallback(() => setLoginAt(null), []);
  const openLogin = useCallback(
    (anchor: HTMLElement, chain: string = NATIVE_CHAIN) => setLoginAt({ anchor, chain }),
    [],
  );
  const loginPrompt =
    loginAt === null ? null : (
      <LoginPrompt config={config} anchorEl={loginAt.anchor} chain={loginAt.chain} onDone={closeLogin} />
    );
  return { openLogin, loginPrompt };
}
