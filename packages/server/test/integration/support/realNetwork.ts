import { type Devnet, startDevnet } from "@ux/devnet";
import { devnetServiceSigners } from "@ux/devnet/genesis/devnetServiceSigners";
import type { ServicesConfigInput } from "../../../src/config/servicesConfig";
import type { StartOptions } from "../../../src/startServices";
import { type RunningServices, startServices } from "../../../src/startServices";
import { testDatabase } from "../../support/testDatabase";

/** The devnet's AMM contract (launcher: chains.ux.amm). */
export const AMM = "amm.ux";

/** The services config the launcher gives the devnet services, on free ports (localNetworkProcesses.ts). */
export function servicesConfig(
  chainApi: string,
  keeperIntervalMs: number,
  limits?: ServicesConfigInput["limits"],
) {
  return {
    chainApi,
    ...devnetServiceSigners(),
    ports: { ammIndexer: 0, chartIndex: 0, ammSocket: 0, stakeSocket: 0, swapSocket: 0 },
    keeperIntervalMs,
    indexerIntervalMs: 1_000,
    ...(limits ? { limits } : {}),
  };
}

/** The ux chain alone, in memory, on a free port, producing a block every 500 ms. */
export async function startUxDevnet(): Promise<{ devnet: Devnet; chainApi: string }> {
  const devnet = await startDevnet({ chains: ["ux"], dataDir: null, ports: { ux: 0 } });
  const ux = devnet.chains.ux;
  if (!ux) throw new Error("the devnet did not start ux");
  return { devnet, chainApi: ux.url };
}

/** The services in this process against the devnet (in-memory PGlite unless openDb says otherwise). */
export function startRealServices(
  chainApi: string,
  options: { keeperIntervalMs?: number; log?: string[]; limits?: ServicesConfigInput["limits"] } & Pick<
    StartOptions,
    "manual" | "openDb" | "now"
  > = {},
): Promise<RunningServices> {
  const log = options.log ?? [];
  return startServices(servicesConfig(chainApi, options.keeperIntervalMs ?? 300, options.limits), {
    manual: options.manual ?? false,
    ...(options.now ? { now: options.now } : {}),
    openDb: options.openDb ?? testDatabase,
    log: (message) => log.push(message),
  });
}
