import { PublicKey } from "@wharfkit/antelope";
import { isAuthoritySatisfied, recoverSigningKeys } from "./headerSigning";
import type {
  LegacyProducerSchedule,
  ProducerAuthoritySchedule,
  TaggedProducerSchedule,
} from "./producerSchedule";
import { check, ProofRejection } from "./proverCheck";

const INVALID_SIGNATURES = "invalid block signature(s)";

function recoverOrReject(digest: string, signatures: readonly string[]): PublicKey[] {
  try {
    return recoverSigningKeys(digest, signatures);
  } catch {
    // A signature that parses but recovers no point is as invalid as one from the wrong key.
    throw new ProofRejection(INVALID_SIGNATURES);
  }
}

/** Authority schedules: every signature's key counts toward the producer's weighted threshold. */
function checkAuthoritySignatures(
  producer: string,
  signatures: readonly string[],
  signingDigest: string,
  schedule: ProducerAuthoritySchedule,
): void {
  const entry = schedule.producers.find((p) => p.producerName === producer);
  check(entry !== undefined, "producer not in current schedule");
  check(
    isAuthoritySatisfied(entry.authority, recoverOrReject(signingDigest, signatures)),
    INVALID_SIGNATURES,
  );
}

/** Legacy schedules: the first signature must be from the producer's one key. */
function checkLegacySignature(
  producer: string,
  signatures: readonly string[],
  signingDigest: string,
  schedule: LegacyProducerSchedule,
): void {
  const entry = schedule.producers.find((p) => p.producerName === producer);
  check(entry !== undefined, "producer not in current schedule");
  const [key] = recoverOrReject(signingDigest, signatures.slice(0, 1));
  check(key?.equals(PublicKey.from(entry.blockSigningKey)) === true, INVALID_SIGNATURES);
}

/**
 * The bridge's check_signatures: the producer must be in the schedule and its signatures over the
 * signing digest must satisfy its block signing authority.
 */
export function checkProducerSignatures(
  producer: string,
  signatures: readonly string[],
  signingDigest: string,
  tagged: TaggedProducerSchedule,
): void {
  if (tagged.format === "authority")
    checkAuthoritySignatures(producer, signatures, signingDigest, tagged.schedule);
  else checkLegacySignature(producer, signatures, signingDigest, tagged.schedule);
}
