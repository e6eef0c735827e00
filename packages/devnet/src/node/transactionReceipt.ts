import { sha256OfParts } from "../engine/nativeSha256";
import { varuint32Bytes } from "../engine/varuint32";
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

/** Hex known to be valid (it was checked when the transaction was accepted) as bytes. */
function hexBuffer(hex: string): Buffer {
  return Buffer.from(hex, "hex");
}

/**
 * packed_transaction::packed_digest(): sha256(compression, packed_trx, sha256(signatures,
 * packed_context_free_data)); the prunable part is hashed apart so it can be pruned later.
 */
function packedTransactionDigest(trx: BlockTransaction): Buffer {
  const cfd = hexBuffer(trx.packedContextFreeData);
  const prunable = sha256OfParts(
    varuint32Bytes(trx.signatures.length),
    ...trx.signatures.map(packedSignature),
    varuint32Bytes(cfd.length),
    cfd,
  );
  const packedTrx = hexBuffer(trx.packedTrx);
  return sha256OfParts(Buffer.of(trx.compression), varuint32Bytes(packedTrx.length), packedTrx, prunable);
}

/** transaction_receipt::digest(): the leaf of a block's transaction_mroot. */
export function transactionReceiptDigest(trx: BlockTransaction): string {
  const header = Buffer.alloc(5);
  header.writeUInt8(TRANSACTION_STATUS[trx.status], 0);
  header.writeUInt32LE(trx.cpuUsageUs, 1);
  return sha256OfParts(header, varuint32Bytes(trx.netUsageWords), packedTransactionDigest(trx)).toString(
    "hex",
  );
}

/** A block's transaction_mroot: the legacy merkle root of its receipts' digests, in block order. */
export function transactionMroot(transactions: readonly BlockTransaction[]): string {
  return legacyMerkleRoot(transactions.map(transactionReceiptDigest));
}
