import { createHash } from "node:crypto";
import { type BlockHeader, blockHeaderDigest } from "@ux/core/antelope";
import { nameValue } from "../engine/nameValue";
import { writeVaruint32 } from "../engine/varuint32";

/**
 * The digests a sealed block needs (header digest, id, the producer's signing digest), packed into buffers
 * and hashed with node's sha256: core's versions go through WharfKit's JavaScript sha256 and hex round
 * trips, a tenth of an idle devnet's CPU at 8 blocks a second. Byte for byte core's blockHeaderDigest,
 * blockIdFromDigest and headerSigningDigest (the block tests compare them).
 */

function writeDigest(out: Buffer, offset: number, hex: string, what: string): number {
  if (hex.length !== 64 || out.write(hex, offset, 32, "hex") !== 32)
    throw new Error(`${what} must be 32 bytes: "${hex}"`);
  return offset + 32;
}

/** block_header::digest(); headers that carry new_producers (never sealed here) are packed by core. */
export function fastBlockHeaderDigest(header: BlockHeader): string {
  if (header.newProducers !== null) return blockHeaderDigest(header);
  const extensionBytes = header.headerExtensions.reduce((sum, { data }) => sum + 7 + data.length / 2, 0);
  // timestamp 4, producer 8, confirmed 2, three digests 96, schedule_version 4, no new_producers 1, count 5.
  const out = Buffer.allocUnsafe(120 + extensionBytes);
  out.writeUInt32LE(header.timestamp, 0);
  out.writeBigUInt64LE(nameValue(header.producer), 4);
  out.writeUInt16LE(header.confirmed, 12);
  let offset = writeDigest(out, 14, header.previous, "previous");
  offset = writeDigest(out, offset, header.transactionMroot, "transaction_mroot");
  offset = writeDigest(out, offset, header.actionMroot, "action_mroot");
  out.writeUInt32LE(header.scheduleVersion, offset);
  out[offset + 4] = 0;
  offset = writeVaruint32(out, offset + 5, header.headerExtensions.length);
  for (const extension of header.headerExtensions) {
    out.writeUInt16LE(extension.type, offset);
    const data = Buffer.from(extension.data, "hex");
    offset = writeVaruint32(out, offset + 2, data.length);
    offset += data.copy(out, offset);
  }
  return createHash("sha256").update(out.subarray(0, offset)).digest("hex");
}

/** The block id: the header digest with its first 4 bytes replaced by the big-endian block number. */
export function fastBlockId(digest: string, blockNum: number): string {
  return (blockNum >>> 0).toString(16).padStart(8, "0") + digest.slice(8);
}

/** sha256(sha256(header digest || block merkle root) || pending schedule hash): what the producer signs. */
export function fastHeaderSigningDigest(
  headerDigest: string,
  blockMerkleRoot: string,
  scheduleHash: string,
): string {
  const pair = Buffer.allocUnsafe(64);
  writeDigest(pair, 0, headerDigest, "header digest");
  writeDigest(pair, 32, blockMerkleRoot, "block merkle root");
  createHash("sha256").update(pair).digest().copy(pair, 0);
  writeDigest(pair, 32, scheduleHash, "schedule hash");
  return createHash("sha256").update(pair).digest("hex");
}
