import {
  type ActionProof,
  actionProofAt,
  type HeavyProofJson,
  headerOfNodeosBlock,
  heavyProofFromBlocks as heavyProofFromSource,
  inExecutionOrder,
  MerkleLevels,
  type NodeosBlock,
} from "@ux/core/antelope";
import type { ActionTrace } from "../../../src/engine/engineContract";
import type { ChainClient } from "../chainClient";

/*
 * A heavy proof built as a bridge's proof server builds one, from nothing but a chain's HTTP API: core
 * builds it from get_block answers; this adapts the test client and push traces to core's inputs.
 */

export type BlockJson = NodeosBlock;
export const headerOf = headerOfNodeosBlock;

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

/** The action proof of the index-th action (in execution order) of a push trace. */
export function actionProofFromTrace(
  traces: readonly Pick<ActionTrace, "act" | "receipt" | "return_value_hex_data">[],
  index: number,
): ActionProof {
  const receipted = traces.map(({ act, receipt, return_value_hex_data }) => ({
    action: { account: act.account, name: act.name, authorization: act.authorization, data: act.hex_data },
    receipt: {
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
    },
    returnValue: return_value_hex_data,
  }));
  return actionProofAt(inExecutionOrder(receipted), index);
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
  const source = {
    chainId: parts.chainId,
    blockIds: new MerkleLevels(parts.blocks.map((block) => block.id)),
    blockAt: (num: number) => parts.blocks[num - 1],
  };
  return heavyProofFromSource(source, parts.target, parts.threshold, parts.actionProof);
}
