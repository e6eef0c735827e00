import { msg } from "../text/message";

/*
 * The bridge transfer's proof statuses (spec 2 §4), in the spec's order, as a small state machine: a
 * transfer only moves forward (steps a light proof does not need are skipped), a failed signature or push
 * of the proofs ends in 'Error Submitting Proof(s)', and 'Re-Sign Proofs' goes back to signing.
 */

export const BRIDGE_STATUS = {
  collecting: msg("Collecting proof(s)"),
  checkingSchedules: msg("Checking schedule proofs"),
  locatingHeader: msg("Locating header with schedule"),
  fetchingScheduleProof: msg("Fetching proof for active schedule"),
  fetchingTransferProof: msg("Fetching proof for interchain transfer"),
  signing: msg("Signing Proof(s)"),
  submitting: msg("Submitting Proof(s)"),
  error: msg("Error Submitting Proof(s)"),
} as const;

export type BridgeStatus = (typeof BRIDGE_STATUS)[keyof typeof BRIDGE_STATUS];

/** The statuses a transfer passes through, in order (the error is outside the order). */
export const BRIDGE_STATUS_ORDER: readonly BridgeStatus[] = [
  BRIDGE_STATUS.collecting,
  BRIDGE_STATUS.checkingSchedules,
  BRIDGE_STATUS.locatingHeader,
  BRIDGE_STATUS.fetchingScheduleProof,
  BRIDGE_STATUS.fetchingTransferProof,
  BRIDGE_STATUS.signing,
  BRIDGE_STATUS.submitting,
];

/** Whether `next` may follow `current` (null: nothing started yet, which only collecting may follow). */
export function canMoveTo(current: BridgeStatus | null, next: BridgeStatus): boolean {
  if (current === null) return next === BRIDGE_STATUS.collecting;
  if (next === BRIDGE_STATUS.error)
    return current === BRIDGE_STATUS.signing || current === BRIDGE_STATUS.submitting;
  // Re-Sign Proofs: the proofs are kept, only signing and submitting run again.
  if (current === BRIDGE_STATUS.error) return next === BRIDGE_STATUS.signing;
  return BRIDGE_STATUS_ORDER.indexOf(next) > BRIDGE_STATUS_ORDER.indexOf(current);
}

/** The next status, or an Error naming the illegal step (a flow bug, never a user's doing). */
export function moveTo(current: BridgeStatus | null, next: BridgeStatus): BridgeStatus {
  if (!canMoveTo(current, next)) throw new Error(`bridge status cannot go from ${current} to ${next}`);
  return next;
}
