import { ammAccountKey } from "@ux/devnet/contracts/amm/genesisPools";
import { UX_SERVICE_ACCOUNTS, uxServiceAccountKey } from "@ux/devnet/genesis/uxServiceAccounts";
import type { ChildSpec } from "./childSupervisor";
import type { LocalPorts } from "./localPorts";

/** One local-network process, and the URL that answers once it is ready. */
export interface LocalProcess {
  spec: ChildSpec;
  readyUrl: string;
}

const TSX = "npx";

/**
 * The local network in start order: the four Antelope chains, then the Ethereum node with the UX EVM gateway
 * (it reads the ux chain), then the product services (they read and write the ux chain).
 */
export function localNetworkProcesses(root: string, ports: LocalPorts, dataDir: string): LocalProcess[] {
  const uxApi = `http://127.0.0.1:${ports.chains.ux}`;
  const servicesConfig = {
    chainApi: uxApi,
    ammContract: "amm.ux",
    payer: {
      account: UX_SERVICE_ACCOUNTS.resourcePayer,
      privateKey: uxServiceAccountKey(UX_SERVICE_ACCOUNTS.resourcePayer).toWif(),
    },
    keeper: { account: "amm.keeper", privateKey: ammAccountKey("amm.keeper").toWif() },
    ports: { ammIndexer: ports.ammIndexer, chartIndex: ports.chartIndex, ammSocket: ports.ammSocket },
    dataDir: `${dataDir}/server`,
    stablecoin: { symbol: "USDT", contract: "tethertether" },
  };
  return [
    {
      spec: {
        name: "devnet",
        command: TSX,
        args: [
          "tsx",
          "packages/devnet/src/main.ts",
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
        command: TSX,
        args: [
          "tsx",
          "packages/devnet/src/ethereum/main.ts",
          "--port",
          String(ports.ethereum),
          "--gateway-port",
          String(ports.evmGateway),
          "--ux-api",
          uxApi,
        ],
        cwd: root,
      },
      readyUrl: `http://127.0.0.1:${ports.ethereum}`,
    },
    {
      spec: {
        name: "services",
        command: TSX,
        args: ["tsx", "packages/server/src/main.ts"],
        cwd: root,
        // Keys travel in the environment, not on the command line (visible in ps).
        env: { UX_SERVICES_CONFIG: JSON.stringify(servicesConfig) },
      },
      readyUrl: `http://127.0.0.1:${ports.ammIndexer}/summary`,
    },
  ];
}

/** Polls a URL until it answers (any HTTP status) or the child dies or time runs out. */
export async function waitUntilAnswering(
  url: string,
  isAlive: () => boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`exited before ${url} answered`);
    try {
      // Ethereum's JSON-RPC answers POST only; any answer means it listens.
      await fetch(url, { method: url.includes("/v1/") ? "GET" : "POST", signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
