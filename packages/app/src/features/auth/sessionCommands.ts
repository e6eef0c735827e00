import { type PersistedSessions, SESSIONS_STORAGE_KEY } from "./sessionPersistence";
import { withLogin, withLogout } from "./sessionRules";
import type { WalletSession } from "./walletSession";
import { browserStorage, sessionStore } from "./walletState";

/** The stored form parseSessions reads: the sessions as a list, and the permissions flag. */
export function serializeSessions(state: PersistedSessions): string {
  return JSON.stringify({ s: Object.values(state.sessions), r: state.requestPermissionsOnNextLogin });
}

export interface SessionStorageLike {
  setItem(key: string, value: string): void;
}

/** Replaces the sessions and saves them; a full or blocked storage must not break the login itself. */
export function commitSessions(
  next: PersistedSessions,
  storage: SessionStorageLike | null = browserStorage(),
): void {
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
