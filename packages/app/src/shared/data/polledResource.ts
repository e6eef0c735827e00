/**
 * One remote value shared by every component that shows it, fetched when the first one subscribes and
 * refreshed on an interval while anyone is subscribed. A few lines instead of a query library on the landing
 * route, whose JavaScript budget is 150 kB gzipped.
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
}

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
  let inFlight: Promise<PolledState<T>> | undefined;
  let controller: AbortController | undefined;

  const set = (next: Partial<PolledState<T>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const refresh = (): Promise<PolledState<T>> => {
    if (inFlight) return inFlight;
    controller = new AbortController();
    const signal = controller.signal;
    set({ fetching: true });
    const request = fetcher(signal).then(
      (data) => {
        set({ status: "success", data, error: undefined, fetching: false, updatedAt: timers.now() });
        return state;
      },
      (error: unknown) => {
        // Keep the last good data: a failed refresh must not blank what the user already sees.
        if (!signal.aborted)
          set({ status: state.data === undefined ? "error" : state.status, error, fetching: false });
        return state;
      },
    );
    inFlight = request;
    // A request dropped at unsubscribe may settle after a newer one started: it must not clear that one.
    void request.finally(() => {
      if (inFlight === request) inFlight = undefined;
    });
    return request;
  };

  const isStale = () => state.updatedAt === undefined || timers.now() - state.updatedAt >= intervalMs;

  return {
    getSnapshot: () => state,
    refresh,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (isStale()) void refresh();
        timer = timers.setInterval(() => void refresh(), intervalMs);
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
