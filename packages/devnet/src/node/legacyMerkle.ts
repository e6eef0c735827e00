import { createHash } from "node:crypto";

const ZERO_ROOT = "0".repeat(64);

/**
 * Antelope's legacy merkle() root over hex digests, with node's native sha256 and no hex round trips per
 * level: each pair is hashed as (left with the top bit of its first byte cleared || right with it set), an
 * odd level pairs its last node with itself. Byte for byte core's merkleRoot (the block tests compare them);
 * this one is on the block production path, once per transaction and per action receipt.
 */
export function legacyMerkleRoot(leaves: readonly string[]): string {
  if (leaves.length === 0) return ZERO_ROOT;
  if (leaves.length === 1) return leaves[0] as string;
  let level: Buffer[] = leaves.map((leaf) => {
    const bytes = Buffer.from(leaf, "hex");
    if (bytes.length !== 32) throw new Error(`merkle node must be 32 bytes: "${leaf}"`);
    return bytes;
  });
  const pair = Buffer.alloc(64);
  while (level.length > 1) {
    const parents: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Buffer;
      const right = level[i + 1] ?? left;
      left.copy(pair, 0);
      right.copy(pair, 32);
      pair[0] = (pair[0] as number) & 0x7f;
      pair[32] = (pair[32] as number) | 0x80;
      parents.push(createHash("sha256").update(pair).digest());
    }
    level = parents;
  }
  return (level[0] as Buffer).toString("hex");
}
