import { Bytes, Checksum256, KeyType, PublicKey, Signature } from "@wharfkit/antelope";
import { canonicalKeyText } from "../authority/authorityRules";
import { boundedMemo } from "../boundedMemo";
import { chainError } from "../chainErrors";
import { ChainError } from "../engineContract";
import { createKnownSigners, DEFAULT_KNOWN_SIGNER_OPTIONS, type KnownSigners } from "./knownSigners";
import { k1Curve } from "./secp256k1Recovery";

/**
 * Public keys recovered from signatures. Recovery (secp256k1 in JavaScript) costs about 1 ms (a third of
 * that for a known signer) and dominates a transaction, so results are memoised by (digest, signature): a
 * dry run (compute_transaction) followed by the push, or a key recovered ahead of time by
 * `rememberRecoveredKey`, is paid once.
 */
const recovered = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function cacheKey(digestHex: string, signature: string): string {
  return `${digestHex}:${signature}`;
}

/** "EOS..." text of a compressed K1 key (hex); memoised, since the same accounts sign again and again. */
const legacyK1Text = boundedMemo(
  (compressedHex: string) => new PublicKey(KeyType.K1, Bytes.from(compressedHex, "hex")).toLegacyString(),
  100_000,
);

const compressedHexOrNull = boundedMemo((key: string): string | null => {
  try {
    const parsed = PublicKey.from(key);
    return String(parsed.type) === "K1" ? parsed.data.hexString : null;
  } catch {
    // Not a key at all: remembered as "no K1 form", like other key types.
    return null;
  }
}, 100_000);

/** The compressed form (hex) of a K1 public key given as text, or undefined for other key types. */
export function compressedK1Hex(key: string): string | undefined {
  return compressedHexOrNull(key) ?? undefined;
}

/** The compressed forms (hex) of the K1 keys among `keys` (the hints recoverKey takes). */
export function compressedK1Hexes(keys: readonly string[]): string[] {
  const hexes: string[] = [];
  for (const key of keys) {
    const hex = compressedK1Hex(key);
    if (hex !== undefined) hexes.push(hex);
  }
  return hexes;
}

/** This thread's known signers (a worker pool has its own, and its results land in the cache above). */
const knownSigners = createKnownSigners(k1Curve, DEFAULT_KNOWN_SIGNER_OPTIONS);

/** How this thread resolved K1 signatures so far (known signers' tables, recoveries): for tests and benches. */
export function knownSignerStats(): KnownSigners["stats"] {
  return { ...knownSigners.stats };
}

/** Stores a recovery computed elsewhere (e.g. a worker thread) so applying the transaction reuses it. */
export function rememberRecoveredKey(digestHex: string, signature: string, key: string): void {
  if (recovered.size >= CACHE_LIMIT) recovered.clear();
  recovered.set(cacheKey(digestHex, signature), key);
}

/** The same for a K1 key given compressed (hex). */
export function rememberRecoveredK1Key(digestHex: string, signature: string, compressedHex: string): void {
  rememberRecoveredKey(digestHex, signature, legacyK1Text(compressedHex));
}

/**
 * Recovers one key, canonical text ("EOS..." for K1). `candidates` gives the likely signers (compressed
 * hex, see knownSigners): they only make it faster.
 */
export function recoverKey(
  digest: Uint8Array,
  signature: string,
  candidates: () => readonly string[] = () => [],
): string {
  const digestHex = Buffer.from(digest).toString("hex");
  const known = recovered.get(cacheKey(digestHex, signature));
  if (known !== undefined) return known;
  let key: string;
  try {
    const parsed = Signature.from(signature);
    const compressed =
      String(parsed.type) === "K1"
        ? knownSigners.recover(digest, parsed.data.array, candidates())
        : undefined;
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
export function recoverSignatureKeys(
  digest: Uint8Array,
  signatures: readonly string[],
  candidates: () => readonly string[] = () => [],
): Set<string> {
  const keys = new Set<string>();
  let hints: readonly string[] | undefined;
  const once = () => {
    hints ??= candidates();
    return hints;
  };
  for (const signature of signatures) {
    const key = recoverKey(digest, signature, once);
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
