import { AbiWriter } from "./abiWriter";
import { merkleRoot } from "./merkle";
import { sha256Hex } from "./sha256";

export interface AuthSequence {
  account: string;
  sequence: bigint;
}

export interface ActionReceipt {
  receiver: string;
  actDigest: string;
  globalSequence: bigint;
  recvSequence: bigint;
  /** Packed in the given order, as the bridge packs its vector (nodeos keeps it sorted by account). */
  authSequence: AuthSequence[];
  codeSequence: number;
  abiSequence: number;
}

export function packActionReceipt(receipt: ActionReceipt): Uint8Array {
  const writer = new AbiWriter()
    .name(receipt.receiver)
    .checksum256(receipt.actDigest)
    .uint64(receipt.globalSequence)
    .uint64(receipt.recvSequence)
    .varuint32(receipt.authSequence.length);
  for (const entry of receipt.authSequence) writer.name(entry.account).uint64(entry.sequence);
  return writer.varuint32(receipt.codeSequence).varuint32(receipt.abiSequence).toBytes();
}

/** action_receipt::digest(): the leaf of the block's action merkle tree. */
export function actionReceiptDigest(receipt: ActionReceipt): string {
  return sha256Hex(packActionReceipt(receipt));
}

/** A block's action_mroot: the legacy merkle root of its receipts' digests, in execution order. */
export function actionMroot(receiptDigests: readonly string[]): string {
  return merkleRoot(receiptDigests);
}
