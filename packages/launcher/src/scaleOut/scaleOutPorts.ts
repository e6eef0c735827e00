import type { LocalPorts } from "../localPorts";

/**
 * Where `npm start -- --services N` runs what one services process runs alone: the public service ports of
 * /config.json belong to the balancer, each instance listens on ports of its own beside them (instance 1 on
 * 8720-8724, instance 2 on 8730-8734, ...), and the local PostgreSQL on 8719; all move with
 * --devnet-port-base like every other local port.
 */

export const MAX_SERVICE_INSTANCES = 8;

/** The ports every services instance serves on; the proof sockets stay with instance 1 (see scaledServices). */
export interface InstancePorts {
  ammIndexer: number;
  chartIndex: number;
  ammSocket: number;
  stakeSocket: number;
  swapSocket: number;
}

export type BalancedService = keyof InstancePorts;
export const BALANCED_SERVICES: readonly BalancedService[] = [
  "ammIndexer",
  "chartIndex",
  "ammSocket",
  "stakeSocket",
  "swapSocket",
];

/** Instance `index` (1-based) of the services. */
export function instancePorts(ports: LocalPorts, index: number): InstancePorts {
  if (!Number.isInteger(index) || index < 1 || index > MAX_SERVICE_INSTANCES)
    throw new Error(`services instance ${index} is outside 1..${MAX_SERVICE_INSTANCES}`);
  const base = ports.ammIndexer + 20 + 10 * (index - 1);
  return {
    ammIndexer: base,
    chartIndex: base + 1,
    ammSocket: base + 2,
    stakeSocket: base + 3,
    swapSocket: base + 4,
  };
}

/** The local PostgreSQL's port (when no DATABASE_URL is given). */
export const localPostgresPort = (ports: LocalPorts) => ports.ammIndexer + 19;

/** Instance names: what their socket.io session ids start with, so the balancer can route by them. */
export const instanceName = (index: number) => `s${index}`;
