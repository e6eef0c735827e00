import { createHash } from "node:crypto";
import { legacyMerkleRoot } from "./legacyMerkle";
import { packedSignature } from "./packedSignature";

/** transaction_receipt_header::status_enum. */
export const TRANSACTION_STATUS = {
  executed: 0,
  soft_fail: 1,
  hard_fail: 2,
  delayed: 3,
  expired: 4,
} as const;
export type TransactionStatus = keyof typeof TRANSACTION_STATUS;

/** A transaction as a block carries it: its receipt header and the packed_transaction variant. */
export interface BlockTransaction {
  id: string;
  status: TransactionStatus;
  cpuUsageUs: number;
  netUsageWords: number;
  signatures: string[];
  compression: 0 | 1;
  /** Hex. */
  packedContextFreeData: string;
  /** Hex. */
  packedTrx: string;
}

function varuint32(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    const low = rest & 0x7f;
    rest = Math.floor(rest / 128);
    bytes.push(rest > 0 ? low | 0x80 : low);
  } while (rest > 0);
  return Buffer.from(bytes);
}

function sha256(...parts: Uint8Array[]): Buffer {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** Hex known to be valid (it was checked when the transaction was accepted) as bytes. */
function hexBuffer(hex: string): Buffer {
  return Buffer.from(hex, "hex");
}

/**
 * packed_transaction::packed_digest(): sha256(compression, packed_trx, sha256(signatures,
 * packed_context_free_data)); the prunable part is hashed apart so it can be pruned later.
 */
export function packedTransactionDigest(trx: BlockTransaction): string {
  return packedTransactionDigestBytes(trx).toString("hex");
}

function packedTransactionDigestBytes(trx: BlockTransaction): Buffer {
  const cfd = hexBuffer(trx.packedContextFreeData);
  const prunable = sha256(
    varuint32(trx.signatures.length),
    ...trx.signatures.map(packedSignature),
    varuint32(cfd.length),
    cfd,
  );
  const packedTrx = hexBuffer(trx.packedTrx);
  return sha256(Buffer.of(trx.compression), varuint32(packedTrx.length), packedTrx, prunable);
}

/** transaction_receipt::digest(): the leaf of a block's transaction_mroot. */
export function transactionReceiptDigest(trx: BlockTransaction): string {
  const header = Buffer.alloc(5);
  header.writeUInt8(TRANSACTION_STATUS[trx.status], 0);
  header.writeUInt32LE(trx.cpuUsageUs, 1);
  return sha256(header, varuint32(trx.netUsageWords), packedTransactionDigestBytes(trx)).toString("hex");
}

/** A block's transaction_mroot: the legacy merkle root of its receipts' digests, in block order. */
export function transactionMroot(transactions: readonly BlockTransaction[]): string {
  return legacyMerkleRoot(transactions.map(transactionReceiptDigest));
}
