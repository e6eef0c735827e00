import type { IncrementalMerkle } from "./incrementalMerkle";
import { hashCanonicalPair, makeCanonicalLeft, makeCanonicalRight, ZERO_DIGEST } from "./merkle";

/**
 * The legacy merkle over an append-only list of leaves (a chain's block ids), kept as the complete
 * subtrees of each level, so that the root, a proof path or the incremental merkle of any prefix costs
 * O(log^2 n) hashes instead of rehashing every leaf: a proof server answers for block 1,000,000 as
 * fast as for block 100. Same results as merkleRoot, merkleProofPath and appendToIncrementalMerkle.
 */
export class MerkleLevels {
  /** levels[l][i]: the root of the complete subtree of leaves i*2^l .. (i+1)*2^l - 1. */
  private readonly levels: string[][] = [[]];

  /**
   * `hashPair` is hashCanonicalPair unless a caller has a faster one giving the same digests (a server's
   * native sha256: a follower appends every block of a chain, all day).
   */
  constructor(
    leaves: Iterable<string> = [],
    private readonly hashPair: (left: string, right: string) => string = hashCanonicalPair,
  ) {
    for (const leaf of leaves) this.append(leaf);
  }

  get size(): number {
    return this.levels[0]?.length ?? 0;
  }

  leaf(index: number): string | undefined {
    return this.levels[0]?.[index];
  }

  append(leaf: string): void {
    let node = leaf;
    for (let level = 0; ; level++) {
      if (this.levels[level] === undefined) this.levels[level] = [];
      const nodes = this.levels[level] as string[];
      nodes.push(node);
      // A left node waits for its sibling; a right one completes the parent.
      if (nodes.length % 2 === 1) return;
      node = this.hashPair(nodes[nodes.length - 2] as string, node);
    }
  }

  /** The root of the first `count` leaves (merkleRoot of them). */
  root(count = this.size): string {
    this.checkCount(count);
    if (count === 0) return ZERO_DIGEST;
    return this.node(height(count), 0, count) as string;
  }

  /** The proof path of leaf `index` in the tree of the first `count` leaves (merkleProofPath). */
  path(count: number, index: number): string[] {
    this.checkCount(count);
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      throw new Error(`leaf index ${index} out of range for ${count} leaves`);
    }
    const path: string[] = [];
    let position = index;
    for (let level = 0; level < height(count); level++) {
      if (position % 2 === 0) {
        const sibling =
          this.node(level, position + 1, count) ?? (this.node(level, position, count) as string);
        path.push(makeCanonicalRight(sibling));
      } else {
        path.push(makeCanonicalLeft(this.node(level, position - 1, count) as string));
      }
      position = Math.floor(position / 2);
    }
    return path;
  }

  /** The incremental merkle after the first `count` leaves (what appendToIncrementalMerkle keeps). */
  incremental(count: number): IncrementalMerkle {
    this.checkCount(count);
    if (count === 0) return { nodeCount: 0, activeNodes: [] };
    const activeNodes: string[] = [];
    let partial = false;
    let position = count - 1;
    for (let level = 0; level < height(count); level++) {
      if (position % 2 === 0) {
        if (!partial) activeNodes.push(this.node(level, position, count) as string);
        partial = true;
      } else if (partial) {
        activeNodes.push(this.node(level, position - 1, count) as string);
      }
      position = Math.floor(position / 2);
    }
    activeNodes.push(this.root(count));
    return { nodeCount: count, activeNodes };
  }

  /** Node `index` of `level` in the tree of the first `count` leaves; undefined past its right edge. */
  private node(level: number, index: number, count: number): string | undefined {
    const span = 2 ** level;
    if (index * span >= count) return undefined;
    if ((index + 1) * span <= count) return this.levels[level]?.[index];
    // On the right edge: a node of a level of odd length pairs with itself, as merkle() does.
    const left = this.node(level - 1, index * 2, count) as string;
    return this.hashPair(left, this.node(level - 1, index * 2 + 1, count) ?? left);
  }

  private checkCount(count: number) {
    if (!Number.isInteger(count) || count < 0 || count > this.size) {
      throw new Error(`${count} leaves asked of a merkle of ${this.size}`);
    }
  }
}

/** Levels above the leaves: 0 for one leaf, ceil(log2(count)) otherwise. */
function height(count: number): number {
  let levels = 0;
  while (2 ** levels < count) levels++;
  return levels;
}
