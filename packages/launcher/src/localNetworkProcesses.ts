import { devnetServiceSigners } from "@ux/devnet/genesis/devnetServiceSigners";
import { devnetSwapConfig } from "@ux/devnet/genesis/devnetSwapConfig";
import { childEntry } from "./childEntry";
import type { SupervisedChild } from "./childSupervisor";
import type { LocalPorts } from "./localPorts";
import { type ScaleOutPlan, scaledServices } from "./scaleOut/scaledServices";

/**
 * Children run as `node <bundle>` (or `node --import tsx <file>` from source, see childEntry): one process
 * each, where `npx tsx` kept npm, a shell and tsx's own CLI alive beside every child (about 440 MB of an idle
 * local network).
 */
const NODE = process.execPath;
/**
 * PGlite's PostgreSQL is 9 MB of WebAssembly: V8's optimizing tier compiles its hot functions again at
 * start, competing with the chains for the cores, and keeps both codes. Baseline code alone measured about
 * 50 MB less RSS and a faster database open on a busy machine.
 */
const SERVICES_V8_FLAGS = ["--liftoff-only"];

/**
 * The local network: the four Antelope chains, the Ethereum node with the UX EVM gateway and the product
 * services, all started at once (startConcurrently). The gateway reads the ux chain only when asked, and the
 * services open their database while they wait for the chains to answer (server main.ts).
 */
export function localNetworkProcesses(
  root: string,
  ports: LocalPorts,
  dataDir: string,
  /** `--services N`: N services processes on PostgreSQL instead of one on PGlite. */
  scale?: ScaleOutPlan,
): SupervisedChild[] {
  const uxApi = `http://127.0.0.1:${ports.chains.ux}`;
  const chainApi = (port: number) => `http://127.0.0.1:${port}`;
  const servicesConfig = {
    chainApi: uxApi,
    ...devnetServiceSigners(),
    // Account creation paid on eos, wax, telos or the Ethereum devnet (chain 31337), Resources swaps, referrals.
    swap: {
      ...devnetSwapConfig({
        chainApis: {
          eos: chainApi(ports.chains.eos),
          wax: chainApi(ports.chains.wax),
          telos: chainApi(ports.chains.telos),
        },
        ethereum: { rpc: chainApi(ports.ethereum), chainId: 31337 },
      }),
      referralLinkBase: `http://localhost:${ports.app}/`,
    },
    // A proof socket per chain (config.chains.<chain>.proofSocket), built from that chain's public API.
    proof: {
      chains: Object.fromEntries(
        (["ux", "eos", "wax", "telos"] as const).map((chain) => [
          chain,
          { api: chainApi(ports.chains[chain]), port: ports.proofSockets[chain] },
        ]),
      ),
    },
    ports: {
      ammIndexer: ports.ammIndexer,
      chartIndex: ports.chartIndex,
      ammSocket: ports.ammSocket,
      stakeSocket: ports.stakeSocket,
      swapSocket: ports.swapSocket,
    },
    dataDir: `${dataDir}/server`,
  };
  const services: SupervisedChild = {
    spec: {
      name: "services",
      command: NODE,
      args: [...SERVICES_V8_FLAGS, ...childEntry("services")],
      cwd: root,
      // Keys travel in the environment, not on the command line (visible in ps).
      env: { UX_SERVICES_CONFIG: JSON.stringify(servicesConfig) },
    },
    readyUrl: `http://127.0.0.1:${ports.ammIndexer}/summary`,
  };
  return [
    {
      spec: {
        name: "devnet",
        command: NODE,
        args: [
          ...childEntry("devnet"),
          "--data",
          `${dataDir}/devnet`,
          ...(["ux", "eos", "wax", "telos"] as const).flatMap((chain) => [
            `--${chain}-port`,
            String(ports.chains[chain]),
          ]),
        ],
        cwd: root,
      },
      readyUrl: `${uxApi}/v1/chain/get_info`,
    },
    {
      spec: {
        name: "ethereum",
        command: NODE,
        args: [
          ...childEntry("ethereum"),
          "--port",
          String(ports.ethereum),
          "--gateway-port",
          String(ports.evmGateway),
          "--ux-api",
          uxApi,
        ],
        cwd: root,
        restartNote: "Ethereum state is in memory: it starts fresh, contracts deployed again as at start",
      },
      // The gateway starts after the node (with USDT deployed): its answer means both are up.
      readyUrl: `http://127.0.0.1:${ports.evmGateway}`,
    },
    ...(scale && scale.instances > 1
      ? scaledServices(servicesConfig, ports, scale, { command: NODE, args: services.spec.args, cwd: root })
      : [services]),
  ];
}
