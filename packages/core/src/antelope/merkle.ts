import { bytesToHex, isHex } from "./hex";
import { sha256OfPair } from "./sha256";

// Antelope's legacy merkle(): each pair is hashed in canonical form, the left node with the top bit of
// its first byte cleared and the right node with it set, so a node's side is part of its value. A level
// of odd length pairs its last node with itself. Proof paths (the bridge's bmproofpath/amproofpath)
// are the sibling of each level in that canonical form, so the top bit tells the verifier the side.

export const ZERO_DIGEST = "0".repeat(64);

function withTopBit(digest: string, set: boolean): string {
  if (!isHex(digest)) throw new Error(`invalid hex: "${digest.slice(0, 80)}"`);
  if (digest.length !== 64) throw new Error(`merkle node must be 32 bytes: "${digest}"`);
  // Only the first byte changes: edit the text rather than converting all 32 bytes there and back.
  const first = Number.parseInt(digest.slice(0, 2), 16);
  return bytesToHex(Uint8Array.of(set ? first | 0x80 : first & 0x7f)) + digest.slice(2).toLowerCase();
}

export function makeCanonicalLeft(digest: string): string {
  return withTopBit(digest, false);
}

export function makeCanonicalRight(digest: string): string {
  return withTopBit(digest, true);
}

/** Whether a path node is a left sibling (top bit clear), as the bridge reads it. */
export function isCanonicalLeft(digest: string): boolean {
  return Number.parseInt(digest.slice(0, 2), 16) < 0x80;
}

/** sha256(make_canonical_left(left) || make_canonical_right(right)). */
export function hashCanonicalPair(left: string, right: string): string {
  return sha256OfPair(makeCanonicalLeft(left), makeCanonicalRight(right));
}

function nextLevel(level: readonly string[]): string[] {
  const parents: string[] = [];
  for (let i = 0; i < level.length; i += 2) {
    const left = level[i] as string;
    parents.push(hashCanonicalPair(left, level[i + 1] ?? left));
  }
  return parents;
}

/** Root of Antelope's legacy merkle() over the leaves; the zero digest for none. */
export function merkleRoot(leaves: readonly string[]): string {
  if (leaves.length === 0) return ZERO_DIGEST;
  let level = [...leaves];
  while (level.length > 1) level = nextLevel(level);
  return level[0] as string;
}

/** The proof path of leaves[index]: one canonical sibling per level, bottom up. */
export function merkleProofPath(leaves: readonly string[], index: number): string[] {
  if (!Number.isInteger(index) || index < 0 || index >= leaves.length) {
    throw new Error(`leaf index ${index} out of range for ${leaves.length} leaves`);
  }
  const path: string[] = [];
  let level = [...leaves];
  let position = index;
  while (level.length > 1) {
    const isLeftChild = position % 2 === 0;
    const sibling = (isLeftChild ? (level[position + 1] ?? level[position]) : level[position - 1]) as string;
    path.push(isLeftChild ? makeCanonicalRight(sibling) : makeCanonicalLeft(sibling));
    level = nextLevel(level);
    position = Math.floor(position / 2);
  }
  return path;
}

/** Folds a proof path from a leaf up to the root it implies (the bridge's proof_of_inclusion). */
export function foldMerkleProofPath(leaf: string, path: readonly string[]): string {
  let hash = leaf.toLowerCase();
  for (const node of path) {
    hash = isCanonicalLeft(node) ? hashCanonicalPair(node, hash) : hashCanonicalPair(hash, node);
  }
  return hash;
}

export function isMerkleProofValid(leaf: string, path: readonly string[], root: string): boolean {
  return foldMerkleProofPath(leaf, path) === root.toLowerCase();
}
