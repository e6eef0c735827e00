import { msg } from "../text/message";

/** The AMM and the pool pages (spec 2 §9). */

/** Swap fee 0.20% and LP base fee 0.20% (in basis points); LP impact fee 20% (in percent). */
export const SWAP_FEE_BASIS_POINTS = 20n;

export const LP_BASE_FEE_BASIS_POINTS = 20n;

export const LP_IMPACT_FEE_PERCENT = 20n;

export const DEFAULT_POOL_NAME = "antelope";

export const POOL_LIST_MAX_ICONS = 5;

export const POOL_DETAIL_MAX_ICONS = 7;

export const POOL_MIX_PAGE_SIZE = 4;

export const CHART_DURATIONS = [msg("1W"), msg("1M")] as const;

export const DEFAULT_CHART_DURATION = "1W";

/** Days per year in the estimated APR = fees_24h / liquidity * 365 * 100. */
export const APR_DAYS_PER_YEAR = 365;
