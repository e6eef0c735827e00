/** Expiries and staking (spec 1 §3, §4; spec 2 §9). */

export const DAY_MS = 86_400_000;

/** The quarterly expiry list runs from 2020-03 to 2028-03. */
export const FIRST_EXPIRY = 202003;

export const LAST_EXPIRY = 202803;

/** A staking contract row is 'staked' when its unstaking timestamp's year is before 1971. */
export const STAKED_BEFORE_YEAR = 1971;

/** Stake quantities are rounded to 4 decimals. */
export const STAKE_DECIMALS = 4;
