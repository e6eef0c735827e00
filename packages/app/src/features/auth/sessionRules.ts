import type { PersistedSessions } from "../../shared/wallet/sessionPersistence";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";

/** Logging in to a chain replaces that chain's session only; a MetaMask login consumes the permissions flag. */
export function withLogin(state: PersistedSessions, session: WalletSession): PersistedSessions {
  return {
    sessions: { ...state.sessions, [session.chain]: session },
    requestPermissionsOnNextLogin:
      session.walletPlugin === "metamask" ? false : state.requestPermissionsOnNextLogin,
  };
}

/**
 * Logout clears that chain only (spec 1 §4). Logging MetaMask out of the native network makes the next
 * login re-request permissions, so the user can pick another address.
 */
export function withLogout(state: PersistedSessions, chain: string): PersistedSessions {
  const removed = state.sessions[chain];
  if (removed === undefined) return state;
  const { [chain]: _, ...rest } = state.sessions;
  return {
    sessions: rest,
    requestPermissionsOnNextLogin:
      state.requestPermissionsOnNextLogin || (removed.walletPlugin === "metamask" && chain === NATIVE_CHAIN),
  };
}
