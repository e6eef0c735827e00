import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createChainApiServer } from "../api/chainApi";
import { ChainEngine } from "../engine/chainEngine";
import type { SignatureRecoveryPool } from "../engine/transaction/recoveryPool";
import { applyGenesis, engineConfigOf } from "../genesis/chainGenesis";
import type { DevnetChainName } from "../genesis/chainIds";
import { CHAIN_SPECS } from "../genesis/chainSpecs";
import { GENESIS_PRODUCERS, producerKey, producerSchedule } from "../genesis/producers";
import type { BlockSigner } from "./blockAssembly";
import { canonicalK1Signer } from "./canonicalK1Signer";
import { ChainNode } from "./chainNode";
import { type NodeTuning, nodeTuningOf } from "./nodeTuning";
import { chainFolder } from "./persistence/dataFolder";

export interface DevnetChainOptions extends NodeTuning {
  port: number;
  host: string;
  /** Root of the chains' data folders; null keeps the chain in memory. */
  dataRoot: string | null;
  reset: boolean;
  autoProduce: boolean;
  /** Recovers signatures on worker threads before transactions are applied (shared by the chains). */
  recoveryPool?: SignatureRecoveryPool;
  /** The token the API's admin routes (/v1/devnet/*) require, with a loopback client. */
  adminToken: string;
  /** A new chain's genesis time in ms (ChainNode's genesisTimeMs); default now. */
  genesisTimeMs?: number;
  log: (line: string) => void;
}

/** One running devnet chain: its node, engine and HTTP endpoint. */
export interface DevnetChain {
  name: DevnetChainName;
  chainId: string;
  url: string;
  port: number;
  node: ChainNode;
  engine: ChainEngine;
  stop(): Promise<void>;
}

/**
 * Producers sign with keys derived from the chain and their name, so any schedule can be signed; with the
 * fast canonical signer, since an idle devnet signs 8 blocks a second.
 */
function producerSigner(chain: DevnetChainName): BlockSigner {
  const signers = new Map<string, (digest: string) => string>();
  return (producer, digest) => {
    let sign = signers.get(producer);
    if (!sign) {
      sign = canonicalK1Signer(producerKey(chain, producer).data.array);
      signers.set(producer, sign);
    }
    return sign(digest);
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Opens (replaying or creating) one chain, serves its API and starts producing blocks. */
export async function startDevnetChain(
  name: DevnetChainName,
  options: DevnetChainOptions,
): Promise<DevnetChain> {
  const spec = CHAIN_SPECS[name];
  const engine = new ChainEngine(engineConfigOf(name));
  const node = await ChainNode.open({
    chainName: name,
    chainId: spec.chainId,
    engine,
    initialSchedule: producerSchedule(name, 0, GENESIS_PRODUCERS),
    signer: producerSigner(name),
    folder: options.dataRoot === null ? null : chainFolder(options.dataRoot, name),
    reset: options.reset,
    autoProduce: options.autoProduce,
    ...(options.genesisTimeMs === undefined ? {} : { genesisTimeMs: options.genesisTimeMs }),
    ...nodeTuningOf(options),
    genesis: ({ chainId, blockTime }) => applyGenesis(engine, name, chainId, blockTime),
    ...(options.recoveryPool
      ? {
          prepareTransaction: (incoming) =>
            (options.recoveryPool as SignatureRecoveryPool).prepare(
              incoming,
              spec.chainId,
              engine.signingCandidates(incoming),
            ),
        }
      : {}),
    log: options.log,
  });
  const server = createChainApiServer(
    { node, engine },
    {
      adminToken: options.adminToken,
      onError: (error) =>
        options.log(
          `${name}: API error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
    },
  );
  let port: number;
  try {
    port = await listen(server, options.port, options.host);
  } catch (error) {
    await node.stop();
    throw error;
  }
  node.start();
  return {
    name,
    chainId: spec.chainId,
    url: `http://${options.host}:${port}`,
    port,
    node,
    engine,
    stop: async () => {
      await close(server);
      await node.stop();
    },
  };
}
