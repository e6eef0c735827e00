import { DATA_REFRESH_MS } from "@ux/core/config";

/**
 * A value fetched when its first viewer subscribes and refreshed every 30 s (spec 1 §9) while anyone
 * watches, shared by every viewer. The same contract as shared/data/polledResource, kept apart because
 * that module ships inside the landing page's chunk: using it from here made the bundler split it (and
 * the config context) into extra files loaded on every first visit.
 */
export interface PolledBalances<T> {
  data: T | undefined;
  loading: boolean;
}

export interface BalancePoller<T> {
  getSnapshot(): PolledBalances<T>;
  subscribe(listener: () => void): () => void;
  /** Fetches now (after a withdrawal): a fetch already running may predate the change, so it is replaced. */
  refresh(): void;
}

export interface PollTimers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: PollTimers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createBalancePoller<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  timers: PollTimers = realTimers,
  intervalMs: number = DATA_REFRESH_MS,
): BalancePoller<T> {
  let snapshot: PolledBalances<T> = { data: undefined, loading: false };
  const listeners = new Set<() => void>();
  let timer: unknown;
  let inFlight: AbortController | undefined;

  const set = (next: PolledBalances<T>) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const refresh = () => {
    // A refresh still running when the next is due is joined, not doubled.
    if (inFlight !== undefined) return;
    const controller = new AbortController();
    inFlight = controller;
    set({ ...snapshot, loading: true });
    const settle = (data: T | undefined, failed: boolean) => {
      if (inFlight === controller) inFlight = undefined;
      if (controller.signal.aborted) return;
      // Lookups already turn failures into 0 and a log line; a rejected refresh keeps what is shown.
      set({ data: failed ? snapshot.data : data, loading: false });
    };
    fetcher(controller.signal).then(
      (data) => settle(data, false),
      () => settle(undefined, true),
    );
  };

  return {
    getSnapshot: () => snapshot,
    refresh() {
      inFlight?.abort();
      inFlight = undefined;
      refresh();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        refresh();
        timer = timers.setInterval(refresh, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        timers.clearInterval(timer);
        inFlight?.abort();
        inFlight = undefined;
        if (snapshot.loading) snapshot = { ...snapshot, loading: false };
      };
    },
  };
}
