import {
  CONFIRM_POLL_GROWTH_PERCENT,
  CONFIRM_POLL_MAX_MS,
  CONFIRM_POLL_START_MS,
} from "@ux/core/chainClient";

/**
 * The wait before confirmation poll number `step` (0-based): 500 ms, growing 10% per step, capped at
 * 5000 ms (spec 2 §9). Rounded to whole milliseconds from the exact power, so no rounding drift builds
 * up: 500, 550, 605, 666, 732, ... and 5000 from step 25 on.
 */
export function pollDelayMs(step: number): number {
  if (!Number.isInteger(step) || step < 0)
    throw new RangeError(`poll step must be a whole number >= 0, got ${step}`);
  const growth = 1 + CONFIRM_POLL_GROWTH_PERCENT / 100;
  return Math.min(CONFIRM_POLL_MAX_MS, Math.round(CONFIRM_POLL_START_MS * growth ** step));
}

/** The first `count` waits of the schedule. */
export function pollDelays(count: number): number[] {
  return Array.from({ length: count }, (_, step) => pollDelayMs(step));
}
