/**
 * The states of a user's order (spec 1 §4 'Expiry state'): open while it is still in the open order table,
 * completed once executed (fully or partly), canceled once no longer open without anything executed. An
 * unfilled remainder after a partial fill counts as canceled: a partly filled order that left the open
 * order table is completed for what was filled and canceled for the rest.
 */
export const USER_ORDER_STATES = ["open", "completed", "canceled"] as const;
export type UserOrderState = (typeof USER_ORDER_STATES)[number];

/** What is known of one order, in any unit the caller counts in (token units, or orders of a batch). */
export interface UserOrderProgress {
  /** Still listed in the open order table. */
  readonly open: boolean;
  /** What was ordered (positive). */
  readonly quantity: bigint;
  /** What has executed so far (0 to quantity). */
  readonly filled: bigint;
}

export interface UserOrderStateResult {
  readonly state: UserOrderState;
  readonly filled: bigint;
  /** Still open, and so still able to fill. */
  readonly remaining: bigint;
  /** No longer open and never filled: the whole order, or the remainder after a partial fill. */
  readonly canceled: bigint;
}

export function userOrderState(progress: UserOrderProgress): UserOrderStateResult {
  const { open, quantity, filled } = progress;
  if (quantity <= 0n) throw new RangeError(`an order's quantity must be positive, got ${quantity}`);
  if (filled < 0n || filled > quantity)
    throw new RangeError(`filled must be between 0 and the quantity ${quantity}, got ${filled}`);
  const unfilled = quantity - filled;
  if (open && unfilled > 0n) return { state: "open", filled, remaining: unfilled, canceled: 0n };
  if (filled > 0n) return { state: "completed", filled, remaining: 0n, canceled: unfilled };
  return { state: "canceled", filled: 0n, remaining: 0n, canceled: quantity };
}
