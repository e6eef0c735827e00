import { bftBlockNums } from "./bftBlocks";
import type { MerkleLevels } from "./merkleLevels";
import { headerOfNodeosBlock, type NodeosBlock } from "./nodeosBlock";
import {
  buildHeavyProofJson,
  buildLightProofJson,
  type HeavyProofJson,
  type LightProofJson,
  type SignedBlock,
} from "./proofJson";
import type { ActionProof } from "./proofTypes";

// Proofs built as a bridge's proof server builds them, from nothing but a chain's get_block answers:
// block ids for the merkle paths, headers and signatures for the block to prove and its BFT blocks.

/** What a proof is built from: the block merkle over the ids of blocks 1..n and a lookup of blocks. */
export interface ProofBlocks {
  chainId: string;
  /** Leaf n - 1 is block n's id, from block 1 on without a gap. */
  blockIds: MerkleLevels;
  /** A block by number; undefined when not at hand (then the proof cannot be built yet). */
  blockAt: (blockNum: number) => NodeosBlock | undefined;
}

/** The BFT blocks a heavy proof of `target` needs, or undefined while the chain has not produced them. */
export function bftBlocksFor(source: ProofBlocks, target: number, threshold: number): number[] | undefined {
  const producerOf = (num: number) =>
    num <= source.blockIds.size ? source.blockAt(num)?.producer : undefined;
  return bftBlockNums(producerOf, target, threshold);
}

function signedBlock(source: ProofBlocks, num: number): SignedBlock {
  const block = source.blockAt(num);
  if (!block) throw new Error(`block ${num} is not at hand`);
  if (block.id !== source.blockIds.leaf(num - 1))
    throw new Error(`block ${num} is not the one the block ids list`);
  return {
    header: headerOfNodeosBlock(block),
    producerSignatures: [block.producer_signature],
    previousBmroot: source.blockIds.root(num - 1),
  };
}

/** A heavy proof of block `target`, and of an action in it if given (checkproofd / checkproofe). */
export function heavyProofFromBlocks(
  source: ProofBlocks,
  target: number,
  /** 2/3 of the producers of the schedule the target is signed under, rounded down. */
  threshold: number,
  actionProof?: ActionProof,
): HeavyProofJson {
  if (target < 2) throw new Error("the first block cannot be proven");
  const bft = bftBlocksFor(source, target, threshold);
  if (!bft) throw new Error(`not enough blocks after ${target} for two BFT rounds`);
  let linked = target;
  const bftProof = bft.map((num) => {
    // Each BFT block's previous_bmroot covers the block linked before it: the path from that block's id.
    const bmproofpath = source.blockIds.path(num - 1, linked - 1);
    linked = num;
    return { block: signedBlock(source, num), bmproofpath };
  });
  return buildHeavyProofJson({
    chainId: source.chainId,
    blockToProve: signedBlock(source, target),
    blockMerkle: source.blockIds.incremental(target - 2),
    bftProof,
    ...(actionProof ? { actionProof } : {}),
  });
}

/**
 * A light proof of an action in block `target` against the block merkle root a heavy proof of block
 * `lastProven` recorded (the merkle over the ids of blocks 1..lastProven-1): checkprooff.
 */
export function lightProofFromBlocks(
  source: ProofBlocks,
  target: number,
  lastProven: number,
  actionProof: ActionProof,
): LightProofJson {
  if (!(target < lastProven)) throw new Error("the block to prove must be below the last proven block");
  if (lastProven - 1 > source.blockIds.size) throw new Error(`block ${lastProven - 1} is not known yet`);
  const block = source.blockAt(target);
  if (!block) throw new Error(`block ${target} is not at hand`);
  return buildLightProofJson({
    chainId: source.chainId,
    header: headerOfNodeosBlock(block),
    root: source.blockIds.root(lastProven - 1),
    bmproofpath: source.blockIds.path(lastProven - 1, target - 1),
    actionProof,
  });
}
