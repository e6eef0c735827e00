import { AbiWriter } from "@ux/core/antelope/abi-writer";
import { hexToBytes } from "@ux/core/antelope/hex";
import { merkleRoot } from "@ux/core/antelope/merkle";
import { sha256Hex } from "@ux/core/antelope/sha256";
import { Serializer, Signature } from "@wharfkit/antelope";

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

/**
 * packed_transaction::packed_digest(): sha256(compression, packed_trx, sha256(signatures,
 * packed_context_free_data)); the prunable part is hashed apart so it can be pruned later.
 */
export function packedTransactionDigest(trx: BlockTransaction): string {
  const signatures = Serializer.encode({
    object: trx.signatures.map((signature) => Signature.from(signature)),
    type: "signature[]",
  }).array;
  const prunable = sha256Hex(
    new AbiWriter().bytes(signatures).sizedBytes(hexToBytes(trx.packedContextFreeData)).toBytes(),
  );
  return sha256Hex(
    new AbiWriter()
      .uint8(trx.compression)
      .sizedBytes(hexToBytes(trx.packedTrx))
      .checksum256(prunable)
      .toBytes(),
  );
}

/** transaction_receipt::digest(): the leaf of a block's transaction_mroot. */
export function transactionReceiptDigest(trx: BlockTransaction): string {
  return sha256Hex(
    new AbiWriter()
      .uint8(TRANSACTION_STATUS[trx.status])
      .uint32(trx.cpuUsageUs)
      .varuint32(trx.netUsageWords)
      .checksum256(packedTransactionDigest(trx))
      .toBytes(),
  );
}

/** A block's transaction_mroot: the legacy merkle root of its receipts' digests, in block order. */
export function transactionMroot(transactions: readonly BlockTransaction[]): string {
  return merkleRoot(transactions.map(transactionReceiptDigest));
}
