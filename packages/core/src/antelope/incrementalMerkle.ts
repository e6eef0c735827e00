import { hashCanonicalPair, ZERO_DIGEST } from "./merkle";

/**
 * Antelope's legacy incremental_merkle (the block merkle over block ids): only the nodes still
 * needed to append are kept. Its root always equals merkleRoot() of all leaves appended so far.
 */
export interface IncrementalMerkle {
  nodeCount: number;
  activeNodes: readonly string[];
}

export const EMPTY_INCREMENTAL_MERKLE: IncrementalMerkle = { nodeCount: 0, activeNodes: [] };

/** Tree depth including the leaf level: 1 + log2 of node count rounded up to a power of two. */
function maxDepth(nodeCount: number): number {
  if (nodeCount === 0) return 0;
  let depth = 1;
  for (let implied = 1; implied < nodeCount; implied *= 2) depth++;
  return depth;
}

/** Appends a leaf; throws when activeNodes has fewer nodes than nodeCount needs. */
export function appendToIncrementalMerkle(tree: IncrementalMerkle, leaf: string): IncrementalMerkle {
  if (!Number.isSafeInteger(tree.nodeCount) || tree.nodeCount < 0)
    throw new Error("invalid merkle node count");
  const updated: string[] = [];
  let partial = false;
  let index = tree.nodeCount;
  let top = leaf;
  let nextActive = 0;
  for (let depth = maxDepth(tree.nodeCount + 1) - 1; depth > 0; depth--) {
    if (index % 2 === 0) {
      // A left node with no right sibling yet: keep it, and pair it with itself for the root.
      if (!partial) updated.push(top);
      top = hashCanonicalPair(top, top);
      partial = true;
    } else {
      const left = tree.activeNodes[nextActive++];
      if (left === undefined) throw new Error("not enough active nodes for the merkle node count");
      if (partial) updated.push(left);
      top = hashCanonicalPair(left, top);
    }
    index = Math.floor(index / 2);
  }
  updated.push(top);
  return { nodeCount: tree.nodeCount + 1, activeNodes: updated };
}

export function incrementalMerkleRoot(tree: IncrementalMerkle): string {
  return tree.activeNodes[tree.activeNodes.length - 1] ?? ZERO_DIGEST;
}
