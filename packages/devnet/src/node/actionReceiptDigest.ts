import { createHash } from "node:crypto";
import type { ActionReceipt } from "@ux/core/antelope";
import { nameValue } from "../engine/nameValue";
import { writeVaruint32 } from "../engine/varuint32";

/**
 * action_receipt::digest() (the leaf of a block's action_mroot), packed straight into one buffer and hashed
 * with node's sha256: receiver, act_digest, global and recv sequences, auth_sequence, code and abi sequences.
 * Byte for byte core's actionReceiptDigest (the tests compare them); this one runs for every receipt.
 */
export function actionReceiptDigest(receipt: ActionReceipt): string {
  // 8 + 32 + 8 + 8 + (5 + 16 per auth) + 5 + 5: an upper bound of the packed size.
  const out = Buffer.alloc(81 + 16 * receipt.authSequence.length);
  out.writeBigUInt64LE(nameValue(receipt.receiver), 0);
  if (out.write(receipt.actDigest, 8, 32, "hex") !== 32)
    throw new Error(`act_digest must be 32 bytes: "${receipt.actDigest}"`);
  out.writeBigUInt64LE(receipt.globalSequence, 40);
  out.writeBigUInt64LE(receipt.recvSequence, 48);
  let offset = writeVaruint32(out, 56, receipt.authSequence.length);
  for (const entry of receipt.authSequence) {
    out.writeBigUInt64LE(nameValue(entry.account), offset);
    out.writeBigUInt64LE(entry.sequence, offset + 8);
    offset += 16;
  }
  offset = writeVaruint32(out, offset, receipt.codeSequence);
  offset = writeVaruint32(out, offset, receipt.abiSequence);
  return createHash("sha256").update(out.subarray(0, offset)).digest("hex");
}
