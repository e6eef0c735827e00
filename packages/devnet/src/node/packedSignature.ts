import { createHash } from "node:crypto";
import { Serializer, Signature } from "@wharfkit/antelope";

const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BASE58_VALUES = new Map([...BASE58_ALPHABET].map((char, index) => [char, index]));
/** Variant index of the fixed-size signature types (65 bytes of data, 4 of checksum). */
const FIXED_TYPES: Record<string, number> = { K1: 0, R1: 1 };

/** Base58 text to exactly `length` bytes, or undefined when it does not decode to that length. */
function base58Bytes(text: string, length: number): Buffer | undefined {
  // Five digits at a time (58^5 < 2^32) keeps the BigInt work to a few operations per signature.
  let value = 0n;
  for (let start = 0; start < text.length; start += 5) {
    const chunk = text.slice(start, start + 5);
    let digits = 0;
    for (const char of chunk) {
      const digit = BASE58_VALUES.get(char);
      if (digit === undefined) return undefined;
      digits = digits * 58 + digit;
    }
    value = value * 58n ** BigInt(chunk.length) + BigInt(digits);
  }
  const hex = value.toString(16);
  if (hex.length > length * 2) return undefined;
  return Buffer.from(hex.padStart(length * 2, "0"), "hex");
}

/** SIG_K1_ / SIG_R1_ text to its packed form, checksum verified; undefined for anything else. */
function packFixed(text: string): Buffer | undefined {
  const match = /^SIG_(K1|R1)_([1-9A-HJ-NP-Za-km-z]+)$/.exec(text);
  if (!match) return undefined;
  const type = match[1] as string;
  const decoded = base58Bytes(match[2] as string, 69);
  if (!decoded) return undefined;
  const data = decoded.subarray(0, 65);
  const checksum = createHash("ripemd160").update(data).update(type).digest();
  if (!checksum.subarray(0, 4).equals(decoded.subarray(65))) return undefined;
  return Buffer.concat([Buffer.of(FIXED_TYPES[type] as number), data]);
}

/**
 * A signature as fc::raw packs it (variant index, then the data), what a block's packed_transaction digest
 * hashes. K1 and R1 texts are decoded here (base58 with the ripemd160 checksum, as WharfKit checks it)
 * because WharfKit's parser is slow for a block of them; anything else goes through WharfKit.
 */
export function packedSignature(text: string): Buffer {
  return (
    packFixed(text) ??
    Buffer.from(Serializer.encode({ object: Signature.from(text), type: "signature" }).array)
  );
}
