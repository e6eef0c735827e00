import { forgetAccountProofs } from "./accountProofs";
import type { SessionTokenStore } from "./sessionTokenStore";

/** A service socket's session while it is open, as logout sees it. */
export interface LiveServiceSession {
  readonly account: string;
  /** Releases the account on the service (loggedOut with the token) and stops binding. */
  end(): void;
}

const live = new Set<LiveServiceSession>();

/** Registers an open session; the returned function forgets it (its socket closed). */
export function trackServiceSession(session: LiveServiceSession): () => void {
  live.add(session);
  return () => {
    live.delete(session);
  };
}

/**
 * Logout of `account`: every open service socket revokes the session token and releases the account
 * (before the socket closes), and the token is forgotten, so the next login proves ownership again.
 */
export function endServiceSessions(account: string, tokens: SessionTokenStore): void {
  for (const session of [...live]) if (session.account === account) session.end();
  tokens.forget(account);
  forgetAccountProofs(account);
}
