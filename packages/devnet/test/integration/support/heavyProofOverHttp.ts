import {
  type ActionProof,
  type ActionReceipt,
  actionReceiptDigest,
  appendToIncrementalMerkle,
  type BlockHeader,
  buildHeavyProofJson,
  EMPTY_INCREMENTAL_MERKLE,
  type HeavyProofJson,
  merkleProofPath,
  merkleRoot,
  parseBlockTimestamp,
  type SignedBlock,
} from "@ux/core/antelope";
import { nameToUint64 } from "@ux/core/names";
import type { ActionTrace } from "../../../src/engine/engineContract";
import type { ChainClient } from "../chainClient";

/*
 * A heavy proof built as a bridge's proof server builds one, from nothing but a chain's HTTP API: the
 * blocks from get_block (headers, signatures, ids), two BFT rounds of later blocks by other producers,
 * merkle paths over the block ids, and an action proof from a push trace's receipts.
 */

export interface BlockJson {
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

export function headerOf(block: BlockJson): BlockHeader {
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

/** Blocks 1..last from get_block, waiting for the chain to produce the ones it has not yet. */
export async function blocksUpTo(client: ChainClient, last: number): Promise<BlockJson[]> {
  const blocks: BlockJson[] = [];
  while (blocks.length < last) {
    const response = await client.post("/v1/chain/get_block", { block_num_or_id: blocks.length + 1 });
    if (response.status === 200) blocks.push(response.json as BlockJson);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return blocks;
}

/**
 * The BFT blocks of a proof: the first block of each producer's turn after the target, `threshold`
 * distinct producers other than the target's for round one, then `threshold` distinct ones for round two,
 * not starting with round one's greatest name (the bridge's two-round rule). Undefined when the blocks
 * given do not reach that far yet.
 */
export function bftBlockNums(
  blocks: readonly BlockJson[],
  target: number,
  threshold: number,
): number[] | undefined {
  const first = new Set<string>();
  const second = new Set<string>();
  const chosen: number[] = [];
  const targetProducer = blocks[target - 1]?.producer;
  const greatest = () => [...first].sort((a, b) => (nameToUint64(a) < nameToUint64(b) ? 1 : -1))[0];
  for (let num = target + 1; num <= blocks.length && second.size < threshold; num++) {
    const producer = blocks[num - 1]?.producer as string;
    if (producer === blocks[num - 2]?.producer) continue;
    if (first.size < threshold) {
      if (producer === targetProducer || first.has(producer)) continue;
      first.add(producer);
    } else {
      if (second.has(producer) || (second.size === 0 && producer === greatest())) continue;
      second.add(producer);
    }
    chosen.push(num);
  }
  return second.size === threshold ? chosen : undefined;
}

/** The receipts of a push trace's actions in execution order, and the action proof of one of them. */
export function actionProofFromTrace(
  traces: readonly Pick<ActionTrace, "act" | "receipt" | "return_value_hex_data">[],
  index: number,
): ActionProof {
  const ordered = [...traces].sort((a, b) => a.receipt.global_sequence - b.receipt.global_sequence);
  const receipts: ActionReceipt[] = ordered.map(({ receipt }) => ({
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
  }));
  const trace = ordered[index];
  if (!trace) throw new Error(`no action ${index} in the trace`);
  return {
    action: {
      account: trace.act.account,
      name: trace.act.name,
      authorization: trace.act.authorization,
      data: trace.act.hex_data,
    },
    receipt: receipts[index] as ActionReceipt,
    returnValue: trace.return_value_hex_data,
    amproofpath: merkleProofPath(receipts.map(actionReceiptDigest), index),
  };
}

/** A heavy proof of block `target` among `blocks` (every block from 1 on), and of an action in it if given. */
export function heavyProofFromBlocks(parts: {
  chainId: string;
  blocks: readonly BlockJson[];
  target: number;
  /** 2/3 of the producers of the schedule the target is signed under, rounded down. */
  threshold: number;
  actionProof?: ActionProof;
}): HeavyProofJson {
  const { blocks, target } = parts;
  const bft = bftBlockNums(blocks, target, parts.threshold);
  if (!bft) throw new Error(`not enough blocks after ${target} for two BFT rounds`);
  const ids = blocks.map((block) => block.id);
  const signed = (num: number): SignedBlock => ({
    header: headerOf(blocks[num - 1] as BlockJson),
    producerSignatures: [(blocks[num - 1] as BlockJson).producer_signature],
    previousBmroot: merkleRoot(ids.slice(0, num - 1)),
  });
  let linked = target;
  const bftProof = bft.map((num) => {
    const bmproofpath = merkleProofPath(ids.slice(0, num - 1), linked - 1);
    linked = num;
    return { block: signed(num), bmproofpath };
  });
  return buildHeavyProofJson({
    chainId: parts.chainId,
    blockToProve: signed(target),
    blockMerkle: ids.slice(0, target - 2).reduce(appendToIncrementalMerkle, EMPTY_INCREMENTAL_MERKLE),
    bftProof,
    ...(parts.actionProof ? { actionProof: parts.actionProof } : {}),
  });
}
