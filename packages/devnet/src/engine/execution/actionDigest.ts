import { nameValue } from "../nameValue";
import { sha256OfParts } from "../nativeSha256";
import type { PermissionLevel } from "../state/accountTypes";
import { varuint32Bytes, writeVaruint32 } from "../varuint32";

/**
 * act_digest computed with node's native sha256 (the hot path: one per receipt). Byte for byte what core's
 * legacyActionDigest / actionDigestWithReturnValue compute; the engine's tests check them against core.
 */
interface DigestAction {
  account: string;
  name: string;
  authorization: readonly PermissionLevel[];
  /** Serialized data as hex. */
  data: string;
}

/** account, name and authorization, packed. */
function actionBase(action: DigestAction): Buffer {
  const out = Buffer.allocUnsafe(21 + 16 * action.authorization.length);
  out.writeBigUInt64LE(nameValue(action.account), 0);
  out.writeBigUInt64LE(nameValue(action.name), 8);
  let offset = writeVaruint32(out, 16, action.authorization.length);
  for (const level of action.authorization) {
    out.writeBigUInt64LE(nameValue(level.actor), offset);
    out.writeBigUInt64LE(nameValue(level.permission), offset + 8);
    offset += 16;
  }
  return out.subarray(0, offset);
}

/** Hex as packed bytes (varuint32 length, then the bytes). */
function sized(hex: string): Buffer {
  const length = hex.length >>> 1;
  const out = Buffer.allocUnsafe(5 + length);
  const offset = writeVaruint32(out, 0, length);
  if (out.write(hex, offset, length, "hex") === length) return out.subarray(0, offset + length);
  // Malformed hex: whatever node's decoder makes of it, as before (the engine validates hex on entry).
  const bytes = Buffer.from(hex, "hex");
  return Buffer.concat([varuint32Bytes(bytes.length), bytes]);
}

/** sha256 of the packed action (before ACTION_RETURN_VALUE). */
export function fastLegacyActionDigest(action: DigestAction): string {
  return sha256OfParts(actionBase(action), sized(action.data)).toString("hex");
}

/** sha256(sha256(account, name, authorization) || sha256(packed data || packed return value)). */
export function fastActionDigestWithReturnValue(action: DigestAction, returnValueHex: string): string {
  return sha256OfParts(
    sha256OfParts(actionBase(action)),
    sha256OfParts(sized(action.data), sized(returnValueHex)),
  ).toString("hex");
}

/** Hex to bytes through node's decoder (the hex is already validated where it enters the engine). */
export function hexBytes(hex: string): Uint8Array {
  return new Uint8Array(Buffer.from(hex, "hex"));
}
