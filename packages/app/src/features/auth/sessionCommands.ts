import { endServiceSessions } from "../../shared/serviceSession/liveServiceSessions";
import { sessionTokenStore } from "../../shared/serviceSession/sessionTokenStore";
import { browserStorage } from "../../shared/storage/browserStorage";
import { type PersistedSessions, SESSIONS_STORAGE_KEY } from "../../shared/wallet/sessionPersistence";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { NATIVE_CHAIN, sessionStore } from "../../shared/wallet/walletState";
import { withLogin, withLogout } from "./sessionRules";

/** The stored form parseSessions reads: the sessions as a list, and the permissions flag. */
export function serializeSessions(state: PersistedSessions): string {
  return JSON.stringify({ s: Object.values(state.sessions), r: state.requestPermissionsOnNextLogin });
}

export interface SessionStorageLike {
  setItem(key: string, value: string): void;
}

/**
 * The UX account whose service sessions end with this change: the native chain's account when it logs out
 * or another account replaces it. Services bind UX accounts only (ARCHITECTURE.md §9).
 */
export function endedServiceAccount(previous: PersistedSessions, next: PersistedSessions): string | null {
  const before = previous.sessions[NATIVE_CHAIN]?.actor;
  return before !== undefined && before !== next.sessions[NATIVE_CHAIN]?.actor ? before : null;
}

/**
 * Replaces the sessions and saves them; a full or blocked storage must not break the login itself. An
 * account that leaves first revokes its service sessions, while its sockets are still open.
 */
export function commitSessions(
  next: PersistedSessions,
  storage: SessionStorageLike | null = browserStorage(),
): void {
  const ended = endedServiceAccount(sessionStore.getState(), next);
  if (ended !== null) endServiceSessions(ended, sessionTokenStore(browserStorage()));
  sessionStore.setState(next);
  try {
    storage?.setItem(SESSIONS_STORAGE_KEY, serializeSessions(next));
  } catch {
    // Sessions then last for this page only.
  }
}

export function saveLogin(session: WalletSession): void {
  commitSessions(withLogin(sessionStore.getState(), session));
}

export function saveLogout(chain: string): void {
  commitSessions(withLogout(sessionStore.getState(), chain));
}
