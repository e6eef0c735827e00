import { createHash } from "node:crypto";
import { nameValue } from "../nameValue";
import type { PermissionLevel } from "../state/accountTypes";

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

function nameBytes(name: string): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(nameValue(name));
  return buffer;
}

function actionBase(action: DigestAction): Buffer {
  const parts = [nameBytes(action.account), nameBytes(action.name), varuint32(action.authorization.length)];
  for (const level of action.authorization) parts.push(nameBytes(level.actor), nameBytes(level.permission));
  return Buffer.concat(parts);
}

function sized(hex: string): Buffer {
  const bytes = Buffer.from(hex, "hex");
  return Buffer.concat([varuint32(bytes.length), bytes]);
}

function sha256(...parts: Buffer[]): Buffer {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** sha256 of the packed action (before ACTION_RETURN_VALUE). */
export function fastLegacyActionDigest(action: DigestAction): string {
  return sha256(actionBase(action), sized(action.data)).toString("hex");
}

/** sha256(sha256(account, name, authorization) || sha256(packed data || packed return value)). */
export function fastActionDigestWithReturnValue(action: DigestAction, returnValueHex: string): string {
  return sha256(sha256(actionBase(action)), sha256(sized(action.data), sized(returnValueHex))).toString(
    "hex",
  );
}

/** Hex to bytes through node's decoder (the hex is already validated where it enters the engine). */
export function hexBytes(hex: string): Uint8Array {
  return new Uint8Array(Buffer.from(hex, "hex"));
}
