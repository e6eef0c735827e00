import { type TokenId, tokenKey } from "@ux/core/amm/pool";
import type { PoolSummary } from "../../shared/api/ammIndexer";

/** USD price of one whole token (decimal text from the indexer), by tokenKey. */
export type UsdPrices = ReadonlyMap<string, string>;

/**
 * The USD prices Multi Swap values tokens with: the chosen pool's asset_prices (they include its LP token),
 * then any other pool's price for a token the chosen pool does not price.
 */
export function usdPricesFor(pools: readonly PoolSummary[] | undefined, poolId: number): UsdPrices {
  const prices = new Map<string, string>();
  const ordered = [...(pools ?? [])].sort(
    (a, b) => Number(b.id === String(poolId)) - Number(a.id === String(poolId)),
  );
  for (const pool of ordered) {
    for (const entry of pool.asset_prices) {
      const key = tokenKey(entry);
      if (!prices.has(key)) prices.set(key, entry.price);
    }
  }
  return prices;
}

export function usdPriceOf(prices: UsdPrices, token: TokenId): string | undefined {
  return prices.get(tokenKey(token));
}
