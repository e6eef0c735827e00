import { buildLightProofJson, type HeavyProofJson, merkleProofPath, merkleRoot } from "@ux/core/antelope";
import { PROVER_ACTIONS, WRAP_TABLES, wrapLockAccount } from "@ux/core/bridge/contract";
import { DEVNET_CHAIN_IDS, type DevnetChainName } from "../../../../src/genesis/chainIds";
import type { Devnet } from "../../../../src/index";
import type { ChainNode } from "../../../../src/node/chainNode";
import { type ActionInput, ChainClient, type RawResponse } from "../../../integration/chainClient";
import { startHandProducedDevnet } from "../../../integration/support/devnetOverHttp";
import {
  actionProofFromTrace,
  type BlockJson,
  blocksUpTo,
  headerOf,
  heavyProofFromBlocks,
} from "../../../integration/support/heavyProofOverHttp";
import { outcome, pushProver, type Signer } from "../../ibcProver/support/proverOverHttp";

/*
 * A bridge transfer as the app and a proof server carry it: actions pushed through a chain's HTTP API,
 * blocks produced by hand, proofs of the emitxfer built from get_block and the push trace.
 */

/** A devnet chain in a test: its client, its node (to produce blocks) and its id. */
export interface TestChain {
  client: ChainClient;
  node: ChainNode;
  chainId: string;
}

/**
 * The devnet of a bridge test file (its beforeAll): `names` with blocks produced by hand, each chain at
 * block 3. The caller stops the devnet.
 */
export async function startBridgeChains<N extends DevnetChainName>(
  names: readonly N[],
): Promise<{ devnet: Devnet; chains: Record<N, TestChain> }> {
  const devnet = await startHandProducedDevnet(names);
  const chains = {} as Record<N, TestChain>;
  for (const name of names) {
    const chain = devnet.chains[name];
    if (!chain) throw new Error(`${name} did not start`);
    chains[name] = {
      client: new ChainClient(chain.url),
      node: chain.node as ChainNode,
      chainId: DEVNET_CHAIN_IDS[name],
    };
    chain.node.produceUntil(3);
  }
  return { devnet, chains };
}

/** Each push expires a second later than the one before, so the same actions again are a new transaction. */
let pushes = 0;

export async function push(
  chain: TestChain,
  actions: ActionInput[],
  signers: Signer[],
): Promise<RawResponse> {
  const signed = await chain.client.sign(
    actions,
    signers.map((signer) => signer.key),
    { expireSeconds: 120 + (pushes++ % 3000) },
  );
  const response = await chain.client.push(signed);
  // One transaction per block, so an action proof's receipts are its transaction's alone.
  chain.node.produceUntil(chain.node.headBlockNum + 1);
  return response;
}

export function pushed(response: RawResponse): RawResponse {
  if (outcome(response) !== "accepted") throw new Error(`refused: ${outcome(response)}`);
  return response;
}

interface TraceJson {
  act: { account: string; name: string; hex_data: string };
  receipt: { receiver: string; global_sequence: number };
}

/** The index, in execution order, of the first action `account::name` received by `account`. */
export function traceIndex(response: RawResponse, account: string, name: string): number {
  const traces = [...(response.json.processed.action_traces as TraceJson[])].sort(
    (a, b) => a.receipt.global_sequence - b.receipt.global_sequence,
  );
  const index = traces.findIndex(
    (t) => t.act.account === account && t.act.name === name && t.receipt.receiver === account,
  );
  if (index < 0) throw new Error(`no ${account}::${name} in the trace`);
  return index;
}

/** Two BFT rounds of the genesis schedule's four producers: 2 of them each. */
const THRESHOLD = 2;

async function blocksAfter(chain: TestChain, blockNum: number): Promise<BlockJson[]> {
  chain.node.produceUntil(Math.max(chain.node.headBlockNum, blockNum + 12));
  return blocksUpTo(chain.client, blockNum + 12);
}

/** A heavy proof of the block of a push and of its `account::name` action (a checkproofe's data). */
export async function heavyProofOf(
  chain: TestChain,
  response: RawResponse,
  account: string,
  name: string,
): Promise<HeavyProofJson> {
  const blockNum: number = response.json.processed.block_num;
  const blocks = await blocksAfter(chain, blockNum);
  const actionProof = actionProofFromTrace(
    response.json.processed.action_traces,
    traceIndex(response, account, name),
  );
  return heavyProofFromBlocks({
    chainId: chain.chainId,
    blocks,
    target: blockNum,
    threshold: THRESHOLD,
    actionProof,
  });
}

/**
 * A light proof of a push's `account::name` action (a checkprooff's data), after proving a later block of
 * `source` to `destination`'s prover with a heavy proof (the root the light proof is checked against).
 */
export async function lightProofOf(
  source: TestChain,
  destination: TestChain,
  response: RawResponse,
  account: string,
  name: string,
  prover: Signer,
) {
  const blockNum: number = response.json.processed.block_num;
  const later = blockNum + 1;
  const blocks = await blocksAfter(source, later);
  const laterProof = heavyProofFromBlocks({
    chainId: source.chainId,
    blocks,
    target: later,
    threshold: THRESHOLD,
  });
  const rooted = await pushProver(
    destination.client,
    PROVER_ACTIONS.checkproofd,
    laterProof as never,
    prover,
  );
  if (outcome(rooted) !== "accepted") throw new Error(`root refused: ${outcome(rooted)}`);
  const ids = blocks.map((block) => block.id);
  return buildLightProofJson({
    chainId: source.chainId,
    header: headerOf(blocks[blockNum - 1] as BlockJson),
    root: merkleRoot(ids.slice(0, later - 1)),
    bmproofpath: merkleProofPath(ids.slice(0, later - 1), blockNum - 1),
    actionProof: actionProofFromTrace(
      response.json.processed.action_traces,
      traceIndex(response, account, name),
    ),
  });
}

async function rows(client: ChainClient, code: string, scope: string, table: string) {
  const response = await client.post("/v1/chain/get_table_rows", {
    code,
    scope,
    table,
    json: true,
    limit: 100,
  });
  if (response.status !== 200) throw new Error(`get_table_rows ${table}: ${JSON.stringify(response.json)}`);
  return response.json.rows as Record<string, string>[];
}

/** What `native`'s ibc.wl.<paired> holds locked of `symbol` ("0" when none was ever locked). */
export async function reserveOf(native: ChainClient, paired: string, symbol: string): Promise<string> {
  const found = (await rows(native, wrapLockAccount(paired), "eosio.token", WRAP_TABLES.reserves)).find(
    (row) => row.balance?.endsWith(` ${symbol}`),
  );
  return found?.balance ?? "0";
}

/** The wrapped supply of `symbol` on `contract` ("0" when never issued). */
export async function supplyOf(client: ChainClient, contract: string, symbol: string): Promise<string> {
  const [stat] = await rows(client, contract, symbol, WRAP_TABLES.stat);
  return stat?.supply ?? "0";
}

export async function processedDigests(client: ChainClient, contract: string): Promise<string[]> {
  return (await rows(client, contract, contract, WRAP_TABLES.processed)).map(
    (row) => row.receipt_digest as string,
  );
}
