/**
 * One remote value shared by every component that shows it, fetched when the first one subscribes and
 * refreshed on an interval while anyone is subscribed. A few lines instead of a query library on the landing
 * route, whose JavaScript budget is 150 kB gzipped: TanStack Query there measured 155.0 kB against 145.6 kB.
 * Readers outside the landing page use TanStack Query, and may fetch through `load` so that both share one
 * request (see shared/query/useAmmSummaryQuery).
 */

export interface PolledState<T> {
  status: "pending" | "success" | "error";
  data: T | undefined;
  error: unknown;
  /** A request is in flight (first load or refresh). */
  fetching: boolean;
  /** When the last successful answer arrived (ms since epoch). */
  updatedAt: number | undefined;
}

export interface Timers {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface PolledResource<T> {
  getSnapshot(): PolledState<T>;
  subscribe(listener: () => void): () => void;
  /** Fetches now (joining a request already in flight) and resolves with the resulting state. */
  refresh(): Promise<PolledState<T>>;
  /** Fetches now like refresh, resolving with this request's data or rejecting with its error. */
  load(): Promise<T>;
}

/** An interval tick skips its request when another reader's request started less than this before it. */
const TICK_SLACK_MS = 1_000;

export function createPolledResource<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
  timers: Timers = realTimers,
): PolledResource<T> {
  let state: PolledState<T> = {
    status: "pending",
    data: undefined,
    error: undefined,
    fetching: false,
    updatedAt: undefined,
  };
  const listeners = new Set<() => void>();
  let timer: unknown;
  let inFlight: Promise<T> | undefined;
  let controller: AbortController | undefined;
  let requestedAt: number | undefined;

  const set = (next: Partial<PolledState<T>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const load = (): Promise<T> => {
    if (inFlight) return inFlight;
    controller = new AbortController();
    const signal = controller.signal;
    requestedAt = timers.now();
    set({ fetching: true });
    const request = fetcher(signal).then(
      (data) => {
        set({ status: "success", data, error: undefined, fetching: false, updatedAt: timers.now() });
        return data;
      },
      (error: unknown) => {
        // Keep the last good data: a failed refresh must not blank what the user already sees.
        if (!signal.aborted)
          set({ status: state.data === undefined ? "error" : state.status, error, fetching: false });
        throw error;
      },
    );
    inFlight = request;
    // A request dropped at unsubscribe may settle after a newer one started: it must not clear that one.
    const settled = () => {
      if (inFlight === request) inFlight = undefined;
    };
    void request.then(settled, settled);
    return request;
  };

  const refresh = (): Promise<PolledState<T>> =>
    load().then(
      () => state,
      () => state,
    );

  const isStale = () => state.updatedAt === undefined || timers.now() - state.updatedAt >= intervalMs;
  // Another reader (a page's query through load) may have just fetched: the tick then has nothing to add.
  const tick = () => {
    if (requestedAt === undefined || timers.now() - requestedAt >= intervalMs - TICK_SLACK_MS) void refresh();
  };

  return {
    getSnapshot: () => state,
    refresh,
    load,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (isStale()) void refresh();
        timer = timers.setInterval(tick, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          timers.clearInterval(timer);
          controller?.abort();
          inFlight = undefined;
          if (state.fetching) state = { ...state, fetching: false };
        }
      };
    },
  };
}
