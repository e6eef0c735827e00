/** How transactions are built, confirmed and retried, and the node query limits (spec 1 and 2 §9). */

export const TX_BLOCKS_BEHIND = 3;

export const TX_EXPIRE_SECONDS = 360;

export const STAKE_CONFIRM_BLOCKS = 2;

export const UNSTAKE_CONFIRM_BLOCKS = 1;

export const WITHDRAW_ALL_CONFIRM_BLOCKS = 1;

/** Confirmation polling: starts at 500 ms, grows 10% per step, capped at 5000 ms. */
export const CONFIRM_POLL_START_MS = 500;

export const CONFIRM_POLL_GROWTH_PERCENT = 10;

export const CONFIRM_POLL_MAX_MS = 5000;

/** AMM transaction retries: up to 9; 1 s wait when unresolved, plus 2 s when pending. */
export const AMM_TX_MAX_RETRIES = 9;

export const AMM_RETRY_WAIT_MS = 1000;

export const AMM_RETRY_PENDING_EXTRA_MS = 2000;

export const BALANCE_TABLE_LIMIT = 100;

export const DEFAULT_PAGE_SIZE = 100;

export const HISTORY_ACTIONS_LIMIT = 15;
