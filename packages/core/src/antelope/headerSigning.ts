import { PublicKey, Signature } from "@wharfkit/antelope";
import type { BlockSigningAuthority } from "./producerSchedule";
import { sha256OfPair } from "./sha256";

/**
 * The digest a producer signs for a legacy block (block_header_state::sig_digest):
 * sha256( sha256(header digest || block merkle root before this block) || pending schedule hash ).
 */
export function headerSigningDigest(
  headerDigest: string,
  blockMerkleRoot: string,
  scheduleHash: string,
): string {
  return sha256OfPair(sha256OfPair(headerDigest, blockMerkleRoot), scheduleHash);
}

/**
 * Recovers the key (in any text form) behind a signature of a digest (hex), as a contract's recover_key;
 * `likelySigners` are the keys the signer should hold, which a faster implementation may try first. Throws
 * when no key can be recovered. A chain emulator passes its own; WharfKit's is the default.
 */
export type KeyRecovery = (digest: string, signature: string, likelySigners: readonly string[]) => string;

export const recoverKeyWithWharfKit: KeyRecovery = (digest, signature) =>
  Signature.from(signature).recoverDigest(digest).toString();

/** The public key behind each signature; throws on a malformed or unrecoverable signature. */
export function recoverSigningKeys(
  digest: string,
  signatures: readonly string[],
  recover: KeyRecovery = recoverKeyWithWharfKit,
  likelySigners: readonly string[] = [],
): PublicKey[] {
  return signatures.map((signature) => PublicKey.from(recover(digest, signature, likelySigners)));
}

/** As the bridge's auth_satisfied: the weights of the authority's keys that signed reach its threshold. */
export function isAuthoritySatisfied(
  authority: BlockSigningAuthority,
  signingKeys: readonly PublicKey[],
): boolean {
  let weight = 0;
  for (const { key, weight: keyWeight } of authority.keys) {
    const authorityKey = PublicKey.from(key);
    if (signingKeys.some((signingKey) => signingKey.equals(authorityKey))) {
      weight += keyWeight;
      if (weight >= authority.threshold) return true;
    }
  }
  return false;
}
