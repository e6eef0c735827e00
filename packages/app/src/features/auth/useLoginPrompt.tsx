import { type ReactNode, useCallback, useState } from "react";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { LoginPrompt } from "./LoginPrompt";

/**
 * A trading form's login: `openLogin(button)` shows the login prompt at that button; render `loginPrompt`
 * next to the form. One wiring for every form's 'Connect Wallet'.
 */
export function useLoginPrompt(): { openLogin: (anchor: HTMLElement) => void; loginPrompt: ReactNode } {
  const config = useNetworkConfig();
  const [loginAt, setLoginAt] = useState<HTMLElement | null>(null);
  const closeLogin = useCallback(() => setLoginAt(null), []);
  const loginPrompt =
    loginAt === null ? null : <LoginPrompt config={config} anchorEl={loginAt} onDone={closeLogin} />;
  return { openLogin: setLoginAt, loginPrompt };
}
