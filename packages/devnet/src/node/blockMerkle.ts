import { createHash } from "node:crypto";
import type { IncrementalMerkle } from "@ux/core/antelope";

/**
 * Appends a block id to the block merkle (incremental_merkle) with node's sha256 on buffers: every block
 * hashes its way up the whole tree (about log2 of the block count, 18 levels after a day), which with
 * core's appendToIncrementalMerkle (WharfKit's JavaScript sha256, hex per level) was a sizeable part of
 * sealing an empty block. Byte for byte core's version (the block tests compare them).
 */
export function appendBlockId(tree: IncrementalMerkle, leaf: string): IncrementalMerkle {
  if (!Number.isSafeInteger(tree.nodeCount) || tree.nodeCount < 0)
    throw new Error("invalid merkle node count");
  const updated: string[] = [];
  const pair = Buffer.allocUnsafe(64);
  let partial = false;
  let index = tree.nodeCount;
  let top = digestBytes(leaf);
  let topHex: string | null = leaf;
  let nextActive = 0;
  for (let depth = maxDepth(tree.nodeCount + 1) - 1; depth > 0; depth--) {
    if (index % 2 === 0) {
      // A left node with no right sibling yet: keep it, and pair it with itself for the root.
      if (!partial) updated.push(topHex ?? top.toString("hex"));
      top = hashCanonicalPair(pair, top, top);
      partial = true;
    } else {
      const left = tree.activeNodes[nextActive++];
      if (left === undefined) throw new Error("not enough active nodes for the merkle node count");
      if (partial) updated.push(left);
      top = hashCanonicalPair(pair, digestBytes(left), top);
    }
    topHex = null;
    index = Math.floor(index / 2);
  }
  updated.push(topHex ?? top.toString("hex"));
  return { nodeCount: tree.nodeCount + 1, activeNodes: updated };
}

function digestBytes(hex: string): Buffer {
  const bytes = Buffer.from(hex, "hex");
  if (bytes.length !== 32 || hex.length !== 64) throw new Error(`merkle node must be 32 bytes: "${hex}"`);
  return bytes;
}

/** sha256(left with the top bit of its first byte cleared || right with it set), into a fresh buffer. */
function hashCanonicalPair(pair: Buffer, left: Buffer, right: Buffer): Buffer {
  left.copy(pair, 0);
  right.copy(pair, 32);
  pair[0] = (pair[0] as number) & 0x7f;
  pair[32] = (pair[32] as number) | 0x80;
  return createHash("sha256").update(pair).digest();
}

/** Tree depth including the leaf level: 1 + log2 of node count rounded up to a power of two. */
function maxDepth(nodeCount: number): number {
  if (nodeCount === 0) return 0;
  let depth = 1;
  for (let implied = 1; implied < nodeCount; implied *= 2) depth++;
  return depth;
}
