/*
 * Light or heavy proof (spec 2 §4): a light proof needs a block merkle root the destination's prover
 * already holds at or after the transfer's block, i.e. its last proven block above the transfer's block;
 * otherwise a heavy proof, preceded by the schedule proofs the prover lacks.
 */

export type ProofKind = "light" | "heavy";

/** lastProvenBlock: the highest block_height in the destination prover's lastproofs for the source (null: none). */
export function chooseProofKind(lastProvenBlock: number | null, transferBlock: number): ProofKind {
  return lastProvenBlock !== null && lastProvenBlock > transferBlock ? "light" : "heavy";
}

export interface ScheduleProofEntry<Proof> {
  readonly version: number;
  readonly block_num: number;
  readonly proof: Proof;
}

/** The schedule proofs to push first, in version order: those whose version the prover's schedules lack. */
export function missingScheduleProofs<Proof>(
  scheduleProofs: readonly ScheduleProofEntry<Proof>[],
  provenVersions: readonly number[],
): ScheduleProofEntry<Proof>[] {
  const known = new Set(provenVersions);
  return scheduleProofs.filter((entry) => !known.has(entry.version)).sort((a, b) => a.version - b.version);
}

/**
 * The destination action a proven transfer calls: a lock of a native token issues on the paired
 * wraptoken (issuea heavy, issueb light); a retire of a wrapped token withdraws from the paired wraplock
 * (withdrawa heavy, withdrawb light).
 */
export function destinationAction(group: "native" | "wrapped", kind: ProofKind): string {
  if (group === "native") return kind === "heavy" ? "issuea" : "issueb";
  return kind === "heavy" ? "withdrawa" : "withdrawb";
}
