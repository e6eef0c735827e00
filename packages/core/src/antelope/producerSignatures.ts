import { PublicKey } from "@wharfkit/antelope";
import {
  isAuthoritySatisfied,
  type KeyRecovery,
  recoverKeyWithWharfKit,
  recoverSigningKeys,
} from "./headerSigning";
import type { TaggedProducerSchedule } from "./producerSchedule";
import { check, ProofRejection } from "./proverCheck";

const INVALID_SIGNATURES = "invalid block signature(s)";

function recoverOrReject(
  digest: string,
  signatures: readonly string[],
  recover: KeyRecovery,
  likelySigners: readonly string[],
): PublicKey[] {
  try {
    return recoverSigningKeys(digest, signatures, recover, likelySigners);
  } catch {
    // A signature that parses but recovers no point is as invalid as one from the wrong key.
    throw new ProofRejection(INVALID_SIGNATURES);
  }
}

/**
 * The bridge's check_signatures: the producer must be in the schedule and its signatures over the
 * signing digest must satisfy its block signing authority (authority schedules: every signature's key
 * counts toward the weighted threshold; legacy schedules: the first signature must be the one key's).
 */
export function checkProducerSignatures(
  producer: string,
  signatures: readonly string[],
  signingDigest: string,
  tagged: TaggedProducerSchedule,
  recover: KeyRecovery = recoverKeyWithWharfKit,
): void {
  if (tagged.format === "authority") {
    const entry = tagged.schedule.producers.find((p) => p.producerName === producer);
    check(entry !== undefined, "producer not in current schedule");
    const keys = entry.authority.keys.map((k) => k.key);
    const signed = recoverOrReject(signingDigest, signatures, recover, keys);
    check(isAuthoritySatisfied(entry.authority, signed), INVALID_SIGNATURES);
    return;
  }
  const entry = tagged.schedule.producers.find((p) => p.producerName === producer);
  check(entry !== undefined, "producer not in current schedule");
  const [key] = recoverOrReject(signingDigest, signatures.slice(0, 1), recover, [entry.blockSigningKey]);
  check(key?.equals(PublicKey.from(entry.blockSigningKey)) === true, INVALID_SIGNATURES);
}
