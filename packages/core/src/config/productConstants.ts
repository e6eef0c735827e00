/** Product-wide figures: version, data refresh, notification and balance timing (spec 1 §9). */

export const DATA_REFRESH_MS = 30_000;

export const NOTIFICATION_VIEWED_DELAY_MS = 1500;

/** Balance refresh waits up to 10 times 250 ms for pools. */
export const BALANCE_POOL_WAIT_TRIES = 10;

export const BALANCE_POOL_WAIT_MS = 250;
