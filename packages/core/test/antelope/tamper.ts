import { Bytes, Signature } from "@wharfkit/antelope";
import { formatBlockTimestamp, parseBlockTimestamp } from "../../src/antelope/blockTimestamp";

// Small, precise corruptions of proof JSON fields for the rejection tables.

/** The hex with one byte changed (xor 0x01), by default the last. */
export function flipHexByte(hex: string, byteIndex = hex.length / 2 - 1): string {
  const at = byteIndex * 2;
  const byte = Number.parseInt(hex.slice(at, at + 2), 16) ^ 0x01;
  return `${hex.slice(0, at)}${byte.toString(16).padStart(2, "0")}${hex.slice(at + 2)}`;
}

/** A well-formed signature (valid checksum) with one byte of r changed. */
export function flipSignatureByte(signature: string): string {
  const parsed = Signature.from(signature);
  const data = Uint8Array.from(parsed.data.array);
  data[10] = (data[10] as number) ^ 0x01;
  return new Signature(parsed.type, Bytes.from(data)).toString();
}

/** The signature text with one base58 character changed, which breaks its checksum. */
export function flipSignatureText(signature: string): string {
  const at = 20;
  const replacement = signature[at] === "A" ? "B" : "A";
  return `${signature.slice(0, at)}${replacement}${signature.slice(at + 1)}`;
}

export function nextSlot(timestamp: string): string {
  return formatBlockTimestamp(parseBlockTimestamp(timestamp) + 1);
}
