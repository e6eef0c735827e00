import { DAY_MS, STAKED_BEFORE_YEAR } from "./expiryConstants";

/** An instrument is active while now is strictly before its expiry instant. */
export function isExpiryActive(expiryTimestamp: number, now: number): boolean {
  return now < expiryTimestamp;
}

/** Whole days left, rounded to the nearest day (spec day = 86400000 ms). Negative once expired. */
export function daysLeft(expiryTimestamp: number, now: number): number {
  return Math.round((expiryTimestamp - now) / DAY_MS);
}

/** What a position row shows: the days left while active, otherwise 'Expired'. */
export function positionDaysLeft(expiryTimestamp: number, now: number): number | "Expired" {
  return isExpiryActive(expiryTimestamp, now) ? daysLeft(expiryTimestamp, now) : "Expired";
}

/**
 * The staking contract's row state: 'staked' while the unstaking timestamp is a placeholder before
 * 1971 (the contract stores the epoch when nothing is unstaking), otherwise 'unstaking'.
 */
export function stakingRowState(unstakingTimestamp: number): "staked" | "unstaking" {
  return new Date(unstakingTimestamp).getUTCFullYear() < STAKED_BEFORE_YEAR ? "staked" : "unstaking";
}
