import { Bytes, Checksum256, KeyType, PublicKey, Signature } from "@wharfkit/antelope";
import { canonicalKeyText } from "../authority/authorityRules";
import { chainError } from "../chainErrors";
import { ChainError } from "../engineContract";
import { recoverCompressedKey } from "./secp256k1Recovery";

/**
 * Public keys recovered from signatures. Recovery (secp256k1 in JavaScript) costs about 2 ms and dominates
 * a transaction, so results are memoised by (digest, signature): a dry run (compute_transaction) followed
 * by the push, or a key recovered ahead of time by `rememberRecoveredKey`, is paid once.
 */
const recovered = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function cacheKey(digestHex: string, signature: string): string {
  return `${digestHex}:${signature}`;
}

const legacyTexts = new Map<string, string>();

/** "EOS..." text of a compressed K1 key; memoised, since the same accounts sign again and again. */
function legacyK1Text(compressed: Uint8Array): string {
  const hex = Buffer.from(compressed).toString("hex");
  let text = legacyTexts.get(hex);
  if (text === undefined) {
    text = new PublicKey(KeyType.K1, Bytes.from(compressed)).toLegacyString();
    if (legacyTexts.size > 100_000) legacyTexts.clear();
    legacyTexts.set(hex, text);
  }
  return text;
}

/** Stores a recovery computed elsewhere (e.g. a worker thread) so applying the transaction reuses it. */
export function rememberRecoveredKey(digestHex: string, signature: string, key: string): void {
  if (recovered.size >= CACHE_LIMIT) recovered.clear();
  recovered.set(cacheKey(digestHex, signature), key);
}

/** Recovers one key, canonical text ("EOS..." for K1). */
export function recoverKey(digest: Uint8Array, signature: string): string {
  const digestHex = Buffer.from(digest).toString("hex");
  const known = recovered.get(cacheKey(digestHex, signature));
  if (known !== undefined) return known;
  let key: string;
  try {
    const parsed = Signature.from(signature);
    const compressed =
      String(parsed.type) === "K1" ? recoverCompressedKey(digest, parsed.data.array) : undefined;
    key = compressed
      ? legacyK1Text(compressed)
      : canonicalKeyText(parsed.recoverDigest(Checksum256.from(digest)));
  } catch (error) {
    if (error instanceof ChainError) throw error;
    throw chainError("assert_exception", `unable to reconstruct public key from signature: ${signature}`);
  }
  rememberRecoveredKey(digestHex, signature, key);
  return key;
}

/** The set of keys that signed, refusing two signatures by the same key as nodeos does. */
export function recoverSignatureKeys(digest: Uint8Array, signatures: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const signature of signatures) {
    const key = recoverKey(digest, signature);
    if (keys.has(key)) {
      throw chainError(
        "tx_duplicate_sig",
        `transaction includes more than one signature signed using the same key associated with public key: ${key}`,
      );
    }
    keys.add(key);
  }
  return keys;
}

/** Packed size of a signature (variant index + data), for net usage. */
export function packedSignatureSize(signature: string): number {
  // K1 and R1 signatures are 65 bytes; only WebAuthn ones vary and need parsing.
  if (signature.startsWith("SIG_K1_") || signature.startsWith("SIG_R1_")) return 66;
  try {
    return 1 + Signature.from(signature).data.length;
  } catch {
    return 66;
  }
}
