import { createChainClient } from "@ux/core/chainClient";
import { type Devnet, startDevnet } from "@ux/devnet";
import { type EthereumDevnet, startEthereumDevnet } from "@ux/devnet/ethereum/hardhatNode";
import { devnetSwapConfig } from "@ux/devnet/genesis/devnetSwapConfig";
import type { ServicesConfigInput } from "../../../src/config/servicesConfig";
import type { OpenedDatabase } from "../../../src/db/database";
import { type RunningServices, startServices } from "../../../src/startServices";
import { testDatabase } from "../../support/testDatabase";
import { servicesConfig } from "./realNetwork";

/*
 * The real parts the swap service works with, as the launcher wires them: the devnet's ux and eos chains, the
 * Ethereum devnet (Hardhat with USDT; a block every 300 ms so 3 confirmations take about a second) and the
 * services with the devnet's swap config, on free ports. The AMM loops are slowed down: these tests do not
 * trade. The worker's idle poll is too: a paid order is moved because it wakes the worker.
 */

export interface SwapNetwork {
  devnet: Devnet;
  ethereum: EthereumDevnet;
  uxApi: string;
  eosApi: string;
  services: RunningServices;
  swapUrl: string;
  log: string[];
}

/** The services config of the swap tests (the launcher's, on free ports, fast polling). */
export function swapServicesConfig(
  network: Pick<SwapNetwork, "uxApi" | "eosApi" | "ethereum">,
  limits?: ServicesConfigInput["limits"],
) {
  const base = servicesConfig(network.uxApi, 60_000, limits);
  return {
    ...base,
    indexerIntervalMs: 60_000,
    stake: undefined,
    swap: {
      ...devnetSwapConfig({
        chainApis: { eos: network.eosApi },
        ethereum: { rpc: network.ethereum.url, chainId: network.ethereum.chainId },
      }),
      pollMs: 150,
      // Never within a test: every paid order must wake the worker (an order left to the idle poll times out).
      idlePollMs: 60_000,
    },
  };
}

export async function startSwapServices(
  network: Pick<SwapNetwork, "uxApi" | "eosApi" | "ethereum">,
  options: {
    openDb?: () => Promise<OpenedDatabase>;
    log?: string[];
    manual?: boolean;
    now?: () => number;
  } = {},
): Promise<RunningServices> {
  const log = options.log ?? [];
  return startServices(swapServicesConfig(network), {
    openDb: options.openDb ?? testDatabase,
    manual: options.manual ?? false,
    ...(options.now ? { now: options.now } : {}),
    log: (message) => log.push(message),
  });
}

export async function startSwapChains(): Promise<
  Pick<SwapNetwork, "devnet" | "ethereum" | "uxApi" | "eosApi">
> {
  const devnet = await startDevnet({ chains: ["ux", "eos"], dataDir: null, ports: { ux: 0, eos: 0 } });
  const ethereum = await startEthereumDevnet({ port: 0, blockIntervalMs: 300 });
  const uxApi = devnet.chains.ux?.url;
  const eosApi = devnet.chains.eos?.url;
  if (!uxApi || !eosApi) throw new Error("the devnet did not start ux and eos");
  return { devnet, ethereum, uxApi, eosApi };
}

export async function startSwapNetwork(
  options: { openDb?: () => Promise<OpenedDatabase>; manual?: boolean } = {},
): Promise<SwapNetwork> {
  const chains = await startSwapChains();
  const log: string[] = [];
  const services = await startSwapServices(chains, { ...options, log });
  if (!services.urls.swapSocket) throw new Error("the swap service did not start");
  return { ...chains, services, swapUrl: services.urls.swapSocket, log };
}

export async function stopSwapNetwork(network: SwapNetwork | undefined): Promise<void> {
  await network?.services.stop();
  await network?.ethereum.stop();
  await network?.devnet.stop();
}

export const chainOf = (api: string) => createChainClient(api, { fetch });
