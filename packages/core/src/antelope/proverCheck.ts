/** A failed verification step; its message is the readable reason a proof is rejected. */
export class ProofRejection extends Error {
  override readonly name = "ProofRejection";
}

/** The bridge contract's check(): stop verification with a reason unless the condition holds. */
export function check(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new ProofRejection(reason);
}

/** Turns a rejection or any other failure (bad signature bytes, malformed extension) into its reason. */
export function rejectionReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
