import type { Asset } from "./asset";
import type { TokenSymbol } from "./symbol";

/**
 * The business constants of both spec documents (§9 of each, plus the figures stated elsewhere in
 * them), in one place so the app, the services and the tests agree. Amounts are bigint units.
 */

// --- Tokens and decimals ------------------------------------------------------------------------
export const CORE_SYMBOL: TokenSymbol = { code: "UTX", precision: 4 };
export const RAM_SYMBOL: TokenSymbol = { code: "UTXRAM", precision: 4 };
export const DEFAULT_DECIMALS = 4;
/** Amounts and estimates are displayed to 4 decimals. */
export const DISPLAY_DECIMALS = 4;
/** Tables show 2 decimals (bridge amounts in tables keep 4). */
export const TABLE_DISPLAY_DECIMALS = 2;
export const BRIDGE_TABLE_DISPLAY_DECIMALS = 4;
/** The spec's display multiplier (percent = ratio x 100). */
export const DISPLAY_MULTIPLIER = 100;
/** ETH to wei. */
export const ETH_DECIMALS = 18;
/** Stake quantities are rounded to 4 decimals. */
export const STAKE_DECIMALS = 4;
/** Bridge token decimals: EOS, UTX and UTXRAM use 4, WAX 8. */
export const BRIDGE_TOKEN_DECIMALS: Readonly<Record<string, number>> = { EOS: 4, UTX: 4, UTXRAM: 4, WAX: 8 };
/** The USD stablecoin counts as exactly 1 USD; USD amounts are kept with 6 decimals (ours). */
export const USD_STABLECOIN_SYMBOL = "USDT";
export const USD_DECIMALS = 6;

// --- Account creation, resources, referrals -----------------------------------------------------
/** New account grants: CPU 100.0000 UTX, NET 25.0000 UTX, RAM 5.0000 UTXRAM. */
export const NEW_ACCOUNT_CPU_GRANT: Asset = { amount: 1_000_000n, symbol: CORE_SYMBOL };
export const NEW_ACCOUNT_NET_GRANT: Asset = { amount: 250_000n, symbol: CORE_SYMBOL };
export const NEW_ACCOUNT_RAM_GRANT: Asset = { amount: 50_000n, symbol: RAM_SYMBOL };
export const USERNAME_LENGTH = 12;
export const REFERRAL_CODE_LENGTH = 12;
export const MAX_UNUSED_REFERRAL_LINKS = 50;
/** RAM: 1 KB = 1024 bytes, priced 1.0000 UTXRAM per KB. */
export const RAM_BYTES_PER_KB = 1024;
export const RAM_PRICE_PER_KB: Asset = { amount: 10_000n, symbol: RAM_SYMBOL };
/** Top-up buttons ('Stake 50 UTX to CPU' / 'to NET'): 50.0000 UTX. */
export const RESOURCE_TOP_UP: Asset = { amount: 500_000n, symbol: CORE_SYMBOL };
/** Ethereum payment progress starts at 5%. */
export const ETH_PAYMENT_PROGRESS_START_PERCENT = 5;

// --- Chains and transactions --------------------------------------------------------------------
export const ETH_CONFIRMATIONS_REQUIRED = 3;
export const TX_BLOCKS_BEHIND = 3;
export const TX_EXPIRE_SECONDS = 360;
export const BRIDGE_SOURCE_TX_EXPIRE_SECONDS = 320;
export const BRIDGE_PROOF_TX_EXPIRE_SECONDS = 360;
export const BRIDGE_PROOF_CONFIRM_BLOCKS = 2;
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
/** Wallet chain ids: the native network in the Ethereum browser wallet, Ethereum mainnet, Sepolia. */
export const NATIVE_EVM_CHAIN_ID = 71;
export const ETHEREUM_MAINNET_CHAIN_ID = 1;
export const SEPOLIA_CHAIN_ID = 11155111;

// --- Bridge -------------------------------------------------------------------------------------
/** Progress bar: 1% per 1.7 s, up to 100. */
export const BRIDGE_PROGRESS_STEP_MS = 1700;
export const BRIDGE_HISTORY_LIMIT_HYPERION = 15;
export const BRIDGE_HISTORY_LIMIT_DFUSE = 100;
export const DFUSE_SEARCH_BLOCK_COUNT = 500_000;
export const BRIDGE_PROCESSED_TABLE_LIMIT = 1000;
export const BRIDGE_HISTORY_LOAD_DELAY_MS = 1000;
export const BRIDGE_NOTICE_DELAY_MS = 1000;

// --- AMM and pools ------------------------------------------------------------------------------
/** Weights and proportions are basis points of 10000 (10000 = 100%). */
export const BASIS_POINTS_TOTAL = 10_000n;
/** Swap fee 0.20% and LP base fee 0.20% (in basis points); LP impact fee 20% (in percent). */
export const SWAP_FEE_BASIS_POINTS = 20n;
export const LP_BASE_FEE_BASIS_POINTS = 20n;
export const LP_IMPACT_FEE_PERCENT = 20n;
export const DEFAULT_POOL_NAME = "antelope";
export const POOL_LIST_MAX_ICONS = 5;
export const POOL_DETAIL_MAX_ICONS = 7;
export const POOL_MIX_PAGE_SIZE = 4;
export const CHART_DURATIONS = ["1W", "1M"] as const;
export const DEFAULT_CHART_DURATION = "1W";
/** Days per year in the estimated APR = fees_24h / liquidity * 365 * 100. */
export const APR_DAYS_PER_YEAR = 365;

// --- Data, lists and timing ---------------------------------------------------------------------
export const DATA_REFRESH_MS = 30_000;
export const NOTIFICATION_VIEWED_DELAY_MS = 1500;
export const BALANCE_TABLE_LIMIT = 100;
export const DEFAULT_PAGE_SIZE = 100;
export const ACCOUNT_SEARCH_LIMIT = 5;
export const HISTORY_ACTIONS_LIMIT = 15;
/** Balance refresh waits up to 10 times 250 ms for pools. */
export const BALANCE_POOL_WAIT_TRIES = 10;
export const BALANCE_POOL_WAIT_MS = 250;
export const NOTIFY_ERROR_MS = 4000;
export const NOTIFY_SUCCESS_MS = 3000;
export const NOTIFY_INFO_MS = 4000;
export const DAY_MS = 86_400_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const RESIZE_DEBOUNCE_MS = 200;
export const MAIN_MIN_HEIGHT_OFFSET_PX = 77;

// --- Staking and expiries -----------------------------------------------------------------------
/** Quantities at or below 0.00001 are dust and hidden: 1 unit at 5 decimals. */
export const DUST_THRESHOLD = { units: 1n, decimals: 5 } as const;
/** The quarterly expiry list runs from 2020-03 to 2028-03. */
export const FIRST_EXPIRY = 202003;
export const LAST_EXPIRY = 202803;
/** A staking contract row is 'staked' when its unstaking timestamp's year is before 1971. */
export const STAKED_BEFORE_YEAR = 1971;
