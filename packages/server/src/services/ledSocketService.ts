import type { Server } from "node:http";
import { listen } from "../http/jsonHttp";
import type { LeaderJob } from "../scaleOut/leaderLock";
import type { ServiceCluster } from "../scaleOut/serviceCluster";
import type { PolledWork } from "./pollingLoop";

/**
 * Where a socket service listens, whether its background work runs (`manual`: tests drive it), and the
 * clock and log every such service is given.
 */
export interface LedServiceOptions {
  port: number;
  host: string;
  manual: boolean;
  cluster: ServiceCluster;
  now: () => number;
  log: (message: string) => void;
}

/** Where a started socket service listens: its port (the one given, or the one picked for 0) and URL. */
export interface ServiceAddress {
  port: number;
  url: string;
}

/** A started socket service: where it listens, and how to stop its loops and close its socket. */
export interface RunningService extends ServiceAddress {
  stop(): Promise<void>;
}

/** How often a led loop passes: while it has work, and while it has none (it is woken for new work). */
export interface LedPace {
  intervalMs: number;
  idleMs: number;
}

/**
 * The start the stake and swap services share: listen on the service's port, then, unless manual, run its
 * background `work` while this instance leads `job` (on one instance at a time): every `intervalMs` while
 * it has work, every `idleMs` while it has none, and at once when work for `job` is announced.
 */
export async function listenAndLead(
  http: Server,
  options: LedServiceOptions,
  job: LeaderJob,
  work: PolledWork<unknown>,
  pace: LedPace,
): Promise<ServiceAddress> {
  const port = await listen(http, options.port, options.host);
  if (!options.manual) {
    options.cluster.work.listen(job, () => work.wake());
    options.cluster.lead(job, {
      start: () => work.start(pace.intervalMs, 0, pace.idleMs),
      stop: () => work.stop(),
    });
  }
  return { port, url: `http://${options.host}:${port}` };
}
