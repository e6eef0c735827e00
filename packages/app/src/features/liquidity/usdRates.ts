import type { Pool, TokenId } from "@ux/core/amm";
import { formatUsd as formatUsdUnits, USD_DECIMALS, usdRateOf, usdValueOfUnits } from "@ux/core/money";
import { usdPriceOf, usdPricesFor } from "../../shared/amm/usdPrices";
import type { AmmSummary } from "../../shared/api/ammIndexer";

/** USD price of one whole token by symbol, as decimal text from the indexer (never a float). */
export type UsdRates = Readonly<Record<string, string>>;

/** Decimals a typed USD value may have: the app's USD precision. */
export const USD_INPUT_DECIMALS = USD_DECIMALS;

/** The USD prices of a pool's assets by symbol (see usdPricesFor: the pool's own first, then others'). */
export function poolUsdRates(summary: AmmSummary | undefined, pool: Pool): UsdRates {
  const prices = usdPricesFor(summary?.pools, pool);
  const rates: Record<string, string> = {};
  for (const asset of pool.assets) {
    const price = usdPriceOf(prices, asset);
    if (price !== undefined) rates[asset.symbol] = price;
  }
  return rates;
}

/** USD value (USD_DECIMALS units, rounded down) of units of a token, or null when it has no usable price. */
export function usdUnitsOf(
  units: bigint,
  token: TokenId & { decimals: number },
  rates: UsdRates,
): bigint | null {
  const rate = usdRateOf(token.symbol, rates);
  return rate === null ? null : usdValueOfUnits(units, token.decimals, rate, "down");
}

/** What a USD field shows for an amount: 2 decimals rounded down ('12.34'), '' without a price. */
export function usdFieldText(units: bigint, token: TokenId & { decimals: number }, rates: UsdRates): string {
  const usd = usdUnitsOf(units, token, rates);
  return usd === null ? "" : formatUsdUnits(usd, 2);
}

export function hasUsdRate(symbol: string, rates: UsdRates): boolean {
  return usdRateOf(symbol, rates) !== null;
}
