import { resolveAdminToken, writeAdminTokenFile } from "./api/adminToken";
import { SignatureRecoveryPool } from "./engine/transaction/recoveryPool";
import { DEVNET_CHAIN_NAMES, type DevnetChainName } from "./genesis/chainIds";
import { type DevnetChain, startDevnetChain } from "./node/devnetChain";
import { type NodeTuning, nodeTuningOf } from "./node/nodeTuning";
import { defaultDataRoot } from "./node/persistence/dataFolder";

export { systemAccountKey } from "./genesis/chainGenesis";
export { DEVNET_CHAIN_IDS, DEVNET_CHAIN_NAMES, type DevnetChainName } from "./genesis/chainIds";
export { CHAIN_SPECS } from "./genesis/chainSpecs";
export { genesisTestAccounts, type TestAccount } from "./genesis/testAccounts";
export type { DevnetChain } from "./node/devnetChain";

export interface DevnetOptions extends NodeTuning {
  /** Which chains to start (default: ux, eos, wax, telos). */
  chains?: readonly DevnetChainName[];
  /** Port per chain; 0 picks a free one (tests). Default 8888-8891 in chain order. */
  ports?: Partial<Record<DevnetChainName, number>>;
  host?: string;
  /** Folder holding one folder per chain (default <repo>/.data/devnet); null keeps everything in memory. */
  dataDir?: string | null;
  /** Wipe the chains' folders first. */
  reset?: boolean;
  /** Produce a block every 500 ms (default true). */
  autoProduce?: boolean;
  /**
   * Worker threads recovering signatures (the costliest part of a transaction) before transactions are
   * applied; default 1. Measured through HTTP on the shared 2-core machine (bench/devnet.bench.ts, known
   * signers on): 0 workers ~600 transfers/s, 1 worker ~650-850, 2 workers no better (the cores are shared
   * with the main thread and the client).
   */
  recoveryWorkers?: number;
  /**
   * The token the admin routes (/v1/devnet/*) require, from loopback only, as "Authorization: Bearer
   * <token>". Default: env UX_DEVNET_ADMIN_TOKEN, else random for this start.
   */
  adminToken?: string;
  /**
   * Per chain, a new chain's genesis time in ms (default now): earlier starts it in the past, for the local
   * network's history (history/historyRun.ts). A chain that already has blocks ignores it.
   */
  genesisTimeMs?: Partial<Record<DevnetChainName, number>>;
  log?: (line: string) => void;
}

export interface Devnet {
  chains: Partial<Record<DevnetChainName, DevnetChain>>;
  /** The admin routes' token (tests send it; other local tools read adminTokenFile). */
  adminToken: string;
  /** <data folder>/admin-token (mode 0600), or null when the devnet has no data folder. */
  adminTokenFile: string | null;
  stop(): Promise<void>;
}

const DEFAULT_PORTS: Record<DevnetChainName, number> = { ux: 8888, eos: 8889, wax: 8890, telos: 8891 };

/** Starts the devnet chains in this process (integration tests, the CLI): each replays or creates its folder. */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const chains: Partial<Record<DevnetChainName, DevnetChain>> = {};
  const started: DevnetChain[] = [];
  const adminToken = resolveAdminToken(options.adminToken, process.env);
  const dataRoot = options.dataDir === undefined ? defaultDataRoot() : options.dataDir;
  const adminTokenFile = dataRoot === null ? null : writeAdminTokenFile(dataRoot, adminToken);
  const workers = options.recoveryWorkers ?? 1;
  const recoveryPool = workers > 0 ? new SignatureRecoveryPool(workers) : undefined;
  const stop = async () => {
    await Promise.all(started.map((chain) => chain.stop()));
    await recoveryPool?.close();
  };
  try {
    for (const name of options.chains ?? DEVNET_CHAIN_NAMES) {
      const chain = await startDevnetChain(name, {
        port: options.ports?.[name] ?? DEFAULT_PORTS[name],
        host: options.host ?? "127.0.0.1",
        dataRoot,
        reset: options.reset ?? false,
        autoProduce: options.autoProduce ?? true,
        ...nodeTuningOf(options),
        ...(recoveryPool ? { recoveryPool } : {}),
        adminToken,
        ...(options.genesisTimeMs?.[name] === undefined
          ? {}
          : { genesisTimeMs: options.genesisTimeMs[name] }),
        log: options.log ?? (() => undefined),
      });
      chains[name] = chain;
      started.push(chain);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { chains, adminToken, adminTokenFile, stop };
}
