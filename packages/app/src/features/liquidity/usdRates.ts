import type { Pool, TokenId } from "@ux/core/amm/pool";
import { USD_DECIMALS } from "@ux/core/money/constants";
import { formatUsd as formatUsdUnits, usdRateOf, usdValueOfUnits } from "@ux/core/money/usd";
import type { AmmSummary } from "../../shared/api/ammIndexer";

/** USD price of one whole token by symbol, as decimal text from the indexer (never a float). */
export type UsdRates = Readonly<Record<string, string>>;

/** Decimals a typed USD value may have: the app's USD precision. */
export const USD_INPUT_DECIMALS = USD_DECIMALS;

/**
 * The USD prices of a pool's assets: the summary's asset_prices of that pool (matched by id, else by
 * name), completed from any other pool that prices the same token. Only prices whose contract matches the
 * pool's asset count, so a same-named token of another contract is never priced by mistake.
 */
export function poolUsdRates(summary: AmmSummary | undefined, pool: Pool): UsdRates {
  if (summary === undefined) return {};
  const own =
    summary.pools.find((p) => p.id === String(pool.id)) ??
    summary.pools.find((p) => p.pool_name === pool.pool_name);
  const ordered = own === undefined ? summary.pools : [own, ...summary.pools.filter((p) => p !== own)];
  const rates: Record<string, string> = {};
  for (const asset of pool.assets) {
    for (const summaryPool of ordered) {
      const price = summaryPool.asset_prices.find(
        (p) => p.symbol === asset.symbol && p.contract === asset.contract,
      );
      if (price !== undefined) {
        rates[asset.symbol] = price.price;
        break;
      }
    }
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
