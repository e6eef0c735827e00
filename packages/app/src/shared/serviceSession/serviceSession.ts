import { msg } from "../i18n/msg";
import { emitWithAck, type SocketLike } from "../socket/socketLike";
import { forgetAccountProofs } from "./accountProofs";
import { trackServiceSession } from "./liveServiceSessions";
import { type BindingState, bindProvenSession, type HandshakeDeps } from "./provenSessionHandshake";

/** The proven session of one service socket (ARCHITECTURE.md §9). */
export interface ServiceSession {
  readonly account: string;
  /**
   * Where the binding stands once the handshake of the current connection has ended: what account-specific
   * events must wait for rather than race it. Offline at once while disconnected.
   */
  whenBound(): Promise<BindingState>;
  /**
   * Proves the account now when the current connection is not bound (the user asked: a wallet that
   * declined before is asked again), and lets every later reconnection prove too. Resolves as whenBound.
   */
  start(): Promise<BindingState>;
  /** Logout: loggedOut {account, token} (revokes the token, releases the account), then nothing more. */
  end(): void;
  /** The socket is closing without a logout: nothing more is done, the token stays for the next one. */
  close(): void;
  /** After end() or close(): the session binds nothing more (a socket that outlives it needs another). */
  readonly ended: boolean;
}

const OFFLINE: BindingState = { status: "offline" };
export const LOGGED_OUT = msg("logged out");

export interface ServiceSessionOptions {
  /**
   * Ask the wallet only after start(): until then a connection binds with a stored token alone, silently
   * (a socket most users of which need no proof, e.g. the swap socket, proven for Referrals on a click).
   */
  deferred?: boolean;
}

/**
 * Binds `socket` to the session's account on every (re)connection (bindProvenSession), and keeps the
 * latest handshake's outcome for whenBound. A handshake overtaken by a disconnection stops, and whenBound
 * follows the newest one.
 */
export function bindServiceSession(
  socket: SocketLike,
  deps: HandshakeDeps,
  options: ServiceSessionOptions = {},
): ServiceSession {
  const account = deps.identity.actor;
  let connection = 0;
  let stopped = false;
  let mayProve = options.deferred !== true;
  let latest: Promise<BindingState> = Promise.resolve(OFFLINE);

  const handshake = () => {
    connection += 1;
    const mine = connection;
    latest = bindProvenSession(socket, deps, () => !stopped && mine === connection, mayProve).catch(
      (error: unknown) => {
        deps.log(`${deps.service}: session handshake failed`, error);
        return { status: "unproven", reason: error instanceof Error ? error.message : String(error) };
      },
    );
  };
  const stop = (reason: string) => {
    stopped = true;
    connection += 1;
    latest = Promise.resolve({ status: "unproven", reason });
    untrack();
  };

  socket.on("connect", () => {
    if (!stopped) handshake();
  });
  socket.on("disconnect", () => {
    if (stopped) return;
    connection += 1;
    latest = Promise.resolve(OFFLINE);
  });

  const session: ServiceSession = {
    account,
    async whenBound() {
      let watched = latest;
      for (;;) {
        const state = await watched;
        if (watched === latest) return state;
        watched = latest;
      }
    },
    async start() {
      if (stopped) return session.whenBound();
      mayProve = true;
      const state = await session.whenBound();
      if (state.status !== "unproven" || stopped || !socket.connected) return state;
      forgetAccountProofs(account);
      handshake();
      return session.whenBound();
    },
    end() {
      if (stopped) return;
      const token = deps.tokens.read(account, deps.now())?.token;
      stop(LOGGED_OUT);
      if (!socket.connected) return;
      void emitWithAck(socket, "loggedOut", token === undefined ? { account } : { account, token }).then(
        (answer) => deps.log(`${deps.service}: loggedOut answered`, answer),
      );
    },
    close() {
      if (!stopped) stop("closed");
    },
    get ended() {
      return stopped;
    },
  };
  const untrack = trackServiceSession(session);
  if (socket.connected) handshake();
  return session;
}
