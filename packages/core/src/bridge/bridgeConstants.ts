/** The bridge (spec 2 §9). */

/** Bridge token decimals: EOS, UTX and UTXRAM use 4, WAX 8. */
export const BRIDGE_TOKEN_DECIMALS: Readonly<Record<string, number>> = { EOS: 4, UTX: 4, UTXRAM: 4, WAX: 8 };

export const BRIDGE_TABLE_DISPLAY_DECIMALS = 4;

export const BRIDGE_SOURCE_TX_EXPIRE_SECONDS = 320;

export const BRIDGE_PROOF_TX_EXPIRE_SECONDS = 360;

export const BRIDGE_PROOF_CONFIRM_BLOCKS = 2;

/** Progress bar: 1% per 1.7 s, up to 100. */
export const BRIDGE_PROGRESS_STEP_MS = 1700;

export const BRIDGE_HISTORY_LIMIT_HYPERION = 15;

export const BRIDGE_HISTORY_LIMIT_DFUSE = 100;

export const DFUSE_SEARCH_BLOCK_COUNT = 500_000;

export const BRIDGE_PROCESSED_TABLE_LIMIT = 1000;

export const BRIDGE_HISTORY_LOAD_DELAY_MS = 1000;

export const BRIDGE_NOTICE_DELAY_MS = 1000;
