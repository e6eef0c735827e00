import { failed, type ParseResult, parsed } from "../money/parseResult";
import { msg } from "../text/message";
import { base58Decode, base58Encode } from "./base58";
import { ripemd160 } from "./ripemd160";
import { isCompressedPoint } from "./secp256k1Point";

/**
 * Antelope K1 public keys in their two text forms:
 * - legacy: 'EOS' + base58(33-byte compressed key + first 4 bytes of RIPEMD-160(key));
 * - current: 'PUB_K1_' + base58(key + first 4 bytes of RIPEMD-160(key || 'K1')).
 * The spec names the legacy form; wallets (Anchor, WharfKit) show the current one, so both are valid.
 */
export type PublicKeyFormat = "legacy" | "K1";

export interface PublicKey {
  /** The 33-byte compressed secp256k1 point. */
  readonly data: Uint8Array;
  /** The text form it was read from. */
  readonly format: PublicKeyFormat;
}

export type PublicKeyError =
  | "empty"
  | "prefix"
  | "unsupported-type"
  | "base58"
  | "length"
  | "checksum"
  | "point";

const LEGACY_PREFIX = "EOS";
const K1_PREFIX = "PUB_K1_";
const KEY_BYTES = 33;
const CHECKSUM_BYTES = 4;
const K1_SUFFIX = new TextEncoder().encode("K1");

function checksum(key: Uint8Array, format: PublicKeyFormat): Uint8Array {
  const input = format === "legacy" ? key : Uint8Array.from([...key, ...K1_SUFFIX]);
  return ripemd160(input).subarray(0, CHECKSUM_BYTES);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Strictly validates a public key text: prefix, base58 alphabet, length, checksum and curve point. */
export function parsePublicKey(text: string): ParseResult<PublicKey, PublicKeyError> {
  if (text === "") return failed("empty", msg("Enter a public key"));
  let format: PublicKeyFormat;
  let body: string;
  if (text.startsWith(K1_PREFIX)) {
    format = "K1";
    body = text.slice(K1_PREFIX.length);
  } else if (text.startsWith("PUB_")) {
    return failed("unsupported-type", msg("Only K1 public keys are supported"));
  } else if (text.startsWith(LEGACY_PREFIX)) {
    format = "legacy";
    body = text.slice(LEGACY_PREFIX.length);
  } else {
    return failed("prefix", msg("A public key starts with EOS or PUB_K1_"));
  }
  const bytes = base58Decode(body);
  if (bytes === null || body === "") return failed("base58", "The public key contains invalid characters");
  if (bytes.length !== KEY_BYTES + CHECKSUM_BYTES)
    return failed("length", msg("The public key has the wrong length"));
  const data = bytes.slice(0, KEY_BYTES);
  if (!equalBytes(bytes.subarray(KEY_BYTES), checksum(data, format))) {
    return failed("checksum", msg("The public key checksum does not match"));
  }
  if (!isCompressedPoint(data)) return failed("point", msg("The public key is not a valid curve point"));
  return parsed({ data, format });
}

export function isValidPublicKey(text: string): boolean {
  return parsePublicKey(text).ok;
}

/** Text form of 33 key bytes in the requested format (no validation of the point). */
export function formatPublicKey(data: Uint8Array, format: PublicKeyFormat): string {
  if (data.length !== KEY_BYTES)
    throw new RangeError(`a public key has ${KEY_BYTES} bytes, got ${data.length}`);
  const encoded = base58Encode(Uint8Array.from([...data, ...checksum(data, format)]));
  return (format === "legacy" ? LEGACY_PREFIX : K1_PREFIX) + encoded;
}

/** The same key in the other text form (e.g. 'EOS6MRy...' -> 'PUB_K1_6MRy...'); null if invalid. */
export function convertPublicKey(text: string, format: PublicKeyFormat): string | null {
  const result = parsePublicKey(text);
  return result.ok ? formatPublicKey(result.value.data, format) : null;
}
