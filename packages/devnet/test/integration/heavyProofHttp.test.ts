import {
  type ActionReceipt,
  actionReceiptDigest,
  appendToIncrementalMerkle,
  type BlockHeader,
  blockIdOf,
  buildHeavyProofJson,
  EMPTY_INCREMENTAL_MERKLE,
  EMPTY_PROVER_STATE,
  initChain,
  merkleProofPath,
  merkleRoot,
  parseBlockTimestamp,
  type SignedBlock,
  verifyHeavyProof,
} from "@ux/core/antelope";
import { PrivateKey } from "@wharfkit/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionTrace } from "../../src/engine/engineContract";
import { type Devnet, genesisTestAccounts, startDevnet } from "../../src/index";
import { ChainClient, transfer } from "./chainClient";

// A bridge prover's view: everything comes from the devnet's HTTP API (get_block, get_producer_schedule,
// the push trace), and the proof must pass core's verifyHeavyProof.

let devnet: Devnet;
let ux: ChainClient;

beforeAll(async () => {
  devnet = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir: null, repetitions: 1 });
  ux = new ChainClient(devnet.chains.ux?.url as string);
});

afterAll(async () => {
  await devnet?.stop();
});

interface BlockJson {
  id: string;
  block_num: number;
  timestamp: string;
  producer: string;
  confirmed: number;
  previous: string;
  transaction_mroot: string;
  action_mroot: string;
  schedule_version: number;
  new_producers: null;
  header_extensions: [number, string][];
  producer_signature: string;
}

function headerOf(block: BlockJson): BlockHeader {
  return {
    timestamp: parseBlockTimestamp(block.timestamp),
    producer: block.producer,
    confirmed: block.confirmed,
    previous: block.previous,
    transactionMroot: block.transaction_mroot,
    actionMroot: block.action_mroot,
    scheduleVersion: block.schedule_version,
    newProducers: block.new_producers,
    headerExtensions: block.header_extensions.map(([type, data]) => ({ type, data })),
  };
}

/** The parts of a push trace a prover reads (the devnet answers with the whole ActionTrace). */
type TraceJson = Pick<ActionTrace, "act" | "receipt" | "return_value_hex_data">;

function receiptOf(trace: TraceJson): ActionReceipt {
  const { receipt } = trace;
  return {
    receiver: receipt.receiver,
    actDigest: receipt.act_digest,
    globalSequence: BigInt(receipt.global_sequence),
    recvSequence: BigInt(receipt.recv_sequence),
    authSequence: receipt.auth_sequence.map(([account, sequence]) => ({
      account,
      sequence: BigInt(sequence),
    })),
    codeSequence: receipt.code_sequence,
    abiSequence: receipt.abi_sequence,
  };
}

describe("a heavy proof built from the HTTP API", () => {
  it("of a block holding a transfer verifies, with its action proof", async () => {
    const alice = PrivateKey.from(genesisTestAccounts(["ux"])[0]?.privateKey as string);
    const pushed = await ux.push(
      await ux.sign([transfer("alice", "bob", "3.0000 UTX", "to be proven")], [alice]),
    );
    expect(pushed.status).toBe(200);
    const target: number = pushed.json.processed.block_num;
    const traces = (pushed.json.processed.action_traces as TraceJson[]).sort(
      (a, b) => a.receipt.global_sequence - b.receipt.global_sequence,
    );

    const blocks: BlockJson[] = [];
    for (let num = 1; blocks.length < target + 5; ) {
      const response = await ux.post("/v1/chain/get_block", { block_num_or_id: num });
      if (response.status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      blocks.push(response.json as BlockJson);
      num++;
    }
    const ids = blocks.map((block) => block.id);
    for (const block of blocks) expect(blockIdOf(headerOf(block))).toBe(block.id);
    const signed = (num: number): SignedBlock => ({
      header: headerOf(blocks[num - 1] as BlockJson),
      producerSignatures: [(blocks[num - 1] as BlockJson).producer_signature],
      previousBmroot: merkleRoot(ids.slice(0, num - 1)),
    });

    const bft: number[] = [];
    for (let num = target + 1, last = blocks[target - 1]?.producer; bft.length < 4; num++) {
      const producer = blocks[num - 1]?.producer;
      if (producer !== last) bft.push(num);
      last = producer;
    }
    let linked = target;
    const bftProof = bft.map((num) => {
      const bmproofpath = merkleProofPath(ids.slice(0, num - 1), linked - 1);
      linked = num;
      return { block: signed(num), bmproofpath };
    });
    const receipts = traces.map(receiptOf);
    const digests = receipts.map(actionReceiptDigest);
    const first = traces[0] as TraceJson;
    const proof = buildHeavyProofJson({
      chainId: devnet.chains.ux?.chainId as string,
      blockToProve: signed(target),
      blockMerkle: ids.slice(0, target - 2).reduce(appendToIncrementalMerkle, EMPTY_INCREMENTAL_MERKLE),
      bftProof,
      actionProof: {
        action: {
          account: first.act.account,
          name: first.act.name,
          authorization: first.act.authorization,
          data: first.act.hex_data,
        },
        receipt: receipts[0] as ActionReceipt,
        returnValue: first.return_value_hex_data,
        amproofpath: merkleProofPath(digests, 0),
      },
    });

    const schedule = (await ux.post("/v1/chain/get_producer_schedule", {})).json.active;
    const init = initChain(EMPTY_PROVER_STATE, {
      chain_name: "ux",
      chain_id: devnet.chains.ux?.chainId,
      return_value_activated: 1,
      initial_schedule: {
        version: schedule.version,
        producers: schedule.producers.map((p: { producer_name: string; authority: [number, unknown] }) => ({
          producer_name: p.producer_name,
          authority: ["block_signing_authority_v0", p.authority[1]],
        })),
      },
    });
    if (!init.ok) throw new Error(init.error);
    const result = verifyHeavyProof(init.state, proof);
    if (!result.ok) throw new Error(result.error);
    expect(result.provenBlock).toEqual({
      blockNum: target,
      blockId: ids[target - 1],
      blockMerkleRoot: merkleRoot(ids.slice(0, target - 1)),
    });
    expect(result.provenAction?.receiptDigest).toBe(digests[0]);
  });
});
