import { io } from "socket.io-client";
import { debugLog } from "../logging/loggingStore";
import { SERVICE_ERROR_TITLE } from "../notifications/notificationPolicy";
import { notify } from "../notifications/notify";
import type { ServiceSession } from "../serviceSession/serviceSession";
import type { SocketLike } from "../socket/socketLike";
import { createSwapSocketClient, SWAP_SERVICE, type SwapSocketClient } from "./swapSocketClient";
import { initialSwapState, NO_JOB_NEWS, swapStore } from "./swapStore";

/*
 * The app's one swap socket, shared by every page and dialog that uses it (Resources, Referrals, Create
 * Account): leased while one of them is open, for the logged-in UX account (whose session it may prove) or
 * for no one. A lease for another account replaces the connection; the last release closes it after a
 * grace period, so moving between those pages keeps it (and a job's news) alive.
 */

/** Binds the proven session of the logged-in wallet (auth's bindWalletServiceSession, deferred). */
export type SwapSessionBinder = (socket: SocketLike, service: string) => ServiceSession;

export interface SwapSocketLease {
  readonly client: SwapSocketClient;
  release(): void;
}

export const RELEASE_GRACE_MS = 5_000;

type OpenSocket = (url: string) => SocketLike;

const openSocketIo: OpenSocket = (url) => io(url, { transports: ["websocket"] });

interface Active {
  url: string;
  client: SwapSocketClient;
  leases: number;
  closing: ReturnType<typeof setTimeout> | null;
}

let active: Active | null = null;

function closeActive(): void {
  if (active === null) return;
  if (active.closing !== null) clearTimeout(active.closing);
  active.client.close();
  active = null;
  swapStore.setState(initialSwapState());
}

/**
 * Another lease of the connection `client` belongs to (a job that must hear its news after its page is
 * gone), or null once that connection was closed or replaced.
 */
export function retainSwapSocket(client: SwapSocketClient): SwapSocketLease | null {
  return active !== null && active.client === client ? lease(active) : null;
}

/** The swap socket for `account` (null: no wallet) on the service at `url`, opened when needed. */
export function acquireSwapSocket(
  url: string,
  account: string | null,
  bind: SwapSessionBinder | null,
  open: OpenSocket = openSocketIo,
): SwapSocketLease {
  let current = active;
  const reusable =
    current !== null &&
    current.url === url &&
    current.client.account === account &&
    // After a logout of the account its session binds nothing more: a new login needs a new connection.
    !current.client.sessionEnded();
  if (current === null || !reusable) {
    closeActive();
    current = { url, client: openClient(open(url), account, bind), leases: 0, closing: null };
    active = current;
  }
  return lease(current);
}

function lease(mine: Active): SwapSocketLease {
  if (mine.closing !== null) clearTimeout(mine.closing);
  mine.closing = null;
  mine.leases += 1;
  let released = false;
  return {
    client: mine.client,
    release() {
      if (released) return;
      released = true;
      mine.leases -= 1;
      if (mine.leases > 0 || active !== mine) return;
      mine.closing = setTimeout(() => {
        if (active === mine && mine.leases === 0) closeActive();
      }, RELEASE_GRACE_MS);
    },
  };
}

function openClient(socket: SocketLike, account: string | null, bind: SwapSessionBinder | null) {
  const session = account !== null && bind !== null ? bind(socket, SWAP_SERVICE) : null;
  swapStore.setState({ codes: null, codesAccount: session?.account ?? null });
  return createSwapSocketClient(socket, session, {
    onConnection: (connected) => swapStore.setState({ connected }),
    onPairs: (pairs) => swapStore.setState({ pairs }),
    onRates: (rates) => swapStore.setState({ rates }),
    onLiveInfo: (liveInfo) => swapStore.setState({ liveInfo }),
    onCodes: (codes) => {
      if (swapStore.getState().codesAccount !== null) swapStore.setState({ codes });
    },
    onJob: (event) =>
      swapStore.setState((state) => {
        const news = state.jobs[event.news.uuid] ?? NO_JOB_NEWS;
        return { jobs: { ...state.jobs, [event.news.uuid]: { ...news, [event.kind]: event.news } } };
      }),
    onMessage: (text) => notify.error(text, SERVICE_ERROR_TITLE),
    log: debugLog,
  });
}

/** Closes the connection now whatever its leases (tests; a network config change). */
export function resetSwapSocket(): void {
  closeActive();
}
