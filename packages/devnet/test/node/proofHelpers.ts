import type { ActionProof, ActionReceipt, ProducerAuthoritySchedule } from "@ux/core/antelope";
import {
  actionReceiptDigest,
  appendToIncrementalMerkle,
  buildHeavyProofJson,
  EMPTY_INCREMENTAL_MERKLE,
  type HeavyProofJson,
  merkleProofPath,
  type SignedBlock,
} from "@ux/core/antelope";
import type { ActionTrace } from "../../src/engine/engineContract";
import type { ChainNode } from "../../src/node/chainNode";

// Builds bridge proofs from blocks a node produced, the way a proof server would from get_block.

export function signedBlockOf(node: ChainNode, num: number): SignedBlock {
  const block = node.block(num)?.block;
  if (!block) throw new Error(`no block ${num}`);
  return {
    header: block.header,
    producerSignatures: [block.producerSignature],
    previousBmroot: block.previousBmroot,
  };
}

function idsUpTo(node: ChainNode, last: number): string[] {
  return Array.from({ length: last }, (_, i) => node.block(i + 1)?.block.id as string);
}

/** The BFT blocks after `target`: the first block of each producer turn, until two rounds are complete. */
export function bftBlocksAfter(node: ChainNode, target: number, producerCount: number): number[] {
  const perRound = Math.floor((producerCount * 2) / 3);
  const picked: number[] = [];
  let last = node.block(target)?.block.header.producer;
  for (let num = target + 1; num <= node.headBlockNum && picked.length < perRound * 2; num++) {
    const producer = node.block(num)?.block.header.producer;
    if (producer === last) continue;
    picked.push(num);
    last = producer;
  }
  if (picked.length < perRound * 2) throw new Error("not enough producer turns after the target");
  return picked;
}

export function actionReceiptOf(trace: ActionTrace): ActionReceipt {
  return {
    receiver: trace.receipt.receiver,
    actDigest: trace.receipt.act_digest,
    globalSequence: BigInt(trace.receipt.global_sequence),
    recvSequence: BigInt(trace.receipt.recv_sequence),
    authSequence: trace.receipt.auth_sequence.map(([account, sequence]) => ({
      account,
      sequence: BigInt(sequence),
    })),
    codeSequence: trace.receipt.code_sequence,
    abiSequence: trace.receipt.abi_sequence,
  };
}

/** The proof that action trace `index` (over the whole block, in execution order) is in its action_mroot. */
export function actionProofOf(node: ChainNode, num: number, index: number): ActionProof {
  const traces = node.block(num)?.traces.flatMap((trace) => trace.action_traces) ?? [];
  const receipts = traces.map(actionReceiptOf);
  const digests = receipts.map(actionReceiptDigest);
  const trace = traces[index];
  if (!trace) throw new Error(`no action ${index} in block ${num}`);
  return {
    action: {
      account: trace.act.account,
      name: trace.act.name,
      authorization: trace.act.authorization,
      data: trace.act.hex_data,
    },
    receipt: receipts[index] as ActionReceipt,
    returnValue: trace.return_value_hex_data,
    amproofpath: digests.length === 1 ? [digests[0] as string] : merkleProofPath(digests, index),
  };
}

export function heavyProofOf(
  node: ChainNode,
  target: number,
  bft: readonly number[],
  actionIndex?: number,
): HeavyProofJson {
  const ids = idsUpTo(node, bft[bft.length - 1] ?? target);
  const blockMerkle = ids.slice(0, target - 2).reduce(appendToIncrementalMerkle, EMPTY_INCREMENTAL_MERKLE);
  let linked = target;
  const bftProof = bft.map((num) => {
    const bmproofpath = merkleProofPath(ids.slice(0, num - 1), linked - 1);
    linked = num;
    return { block: signedBlockOf(node, num), bmproofpath };
  });
  return buildHeavyProofJson({
    chainId: node.chainId,
    blockToProve: signedBlockOf(node, target),
    blockMerkle,
    bftProof,
    ...(actionIndex === undefined ? {} : { actionProof: actionProofOf(node, target, actionIndex) }),
  });
}

/** The bridge's initb arguments for a chain whose schedule is `schedule`. */
export function initbJson(chainName: string, chainId: string, schedule: ProducerAuthoritySchedule) {
  return {
    chain_name: chainName,
    chain_id: chainId,
    return_value_activated: 1,
    initial_schedule: {
      version: schedule.version,
      producers: schedule.producers.map((p) => ({
        producer_name: p.producerName,
        authority: ["block_signing_authority_v0", p.authority] as [
          "block_signing_authority_v0",
          typeof p.authority,
        ],
      })),
    },
  };
}
