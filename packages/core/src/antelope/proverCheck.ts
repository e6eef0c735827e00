/** A failed verification step; its message is the readable reason a proof is rejected. */
export class ProofRejection extends Error {
  override readonly name = "ProofRejection";
}

/** The bridge contract's check(): stop verification with a reason unless the condition holds. */
export function check(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new ProofRejection(reason);
}

/** A verification's answer when it fails: the reason, as the bridge contract's assertion text. */
export type Rejected = { ok: false; error: string };

/** Turns a rejection or any other failure (bad signature bytes, malformed extension) into its reason. */
export function rejectionReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs a verification step, answering whatever it throws (a ProofRejection or any failure) as Rejected. */
export function orRejected<T>(step: () => T): T | Rejected {
  try {
    return step();
  } catch (error) {
    return { ok: false, error: rejectionReason(error) };
  }
}
