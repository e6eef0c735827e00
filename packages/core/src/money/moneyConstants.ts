import type { TokenSymbol } from "./symbol";

/** Tokens, decimals and display rules of both spec documents (§9). */

export const CORE_SYMBOL: TokenSymbol = { code: "UTX", precision: 4 };

export const RAM_SYMBOL: TokenSymbol = { code: "UTXRAM", precision: 4 };

export const DEFAULT_DECIMALS = 4;

/** Amounts and estimates are displayed to 4 decimals. */
export const DISPLAY_DECIMALS = 4;

/** Tables show 2 decimals (bridge amounts in tables keep 4). */
export const TABLE_DISPLAY_DECIMALS = 2;

/** The spec's display multiplier (percent = ratio x 100). */
export const DISPLAY_MULTIPLIER = 100;

/** ETH to wei. */
export const ETH_DECIMALS = 18;

/** The USD stablecoin counts as exactly 1 USD; USD amounts are kept with 6 decimals (ours). */
export const USD_STABLECOIN_SYMBOL = "USDT";

export const USD_DECIMALS = 6;

/** Quantities at or below 0.00001 are dust and hidden: 1 unit at 5 decimals. */
export const DUST_THRESHOLD = { units: 1n, decimals: 5 } as const;

/** Weights and proportions are basis points of 10000 (10000 = 100%). */
export const BASIS_POINTS_TOTAL = 10_000n;
