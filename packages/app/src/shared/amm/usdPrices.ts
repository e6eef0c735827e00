import { type Pool, type TokenId, tokenKey } from "@ux/core/amm";
import type { PoolSummary } from "../api/ammIndexer";

/** USD price of one whole token (decimal text from the indexer, never a float), by tokenKey. */
export type UsdPrices = ReadonlyMap<string, string>;

/** The indexer summary's entry of a contract pool: matched by id, else by name. */
export function summaryPoolOf(
  summaryPools: readonly PoolSummary[] | undefined,
  pool: Pick<Pool, "id" | "pool_name">,
): PoolSummary | undefined {
  const pools = summaryPools ?? [];
  return pools.find((p) => p.id === String(pool.id)) ?? pools.find((p) => p.pool_name === pool.pool_name);
}

/**
 * The USD prices to value a pool's tokens with: the indexer summary's asset_prices of that pool (matched by
 * id, else by name; they include its LP token), then any other pool's price for a token it does not price.
 * Keyed by symbol and contract, so a same-named token of another contract is never priced by mistake.
 */
export function usdPricesFor(
  summaryPools: readonly PoolSummary[] | undefined,
  pool: Pick<Pool, "id" | "pool_name">,
): UsdPrices {
  const pools = summaryPools ?? [];
  const own = summaryPoolOf(pools, pool);
  const ordered = own === undefined ? pools : [own, ...pools.filter((p) => p !== own)];
  const prices = new Map<string, string>();
  for (const summaryPool of ordered) {
    for (const entry of summaryPool.asset_prices) {
      const key = tokenKey(entry);
      if (!prices.has(key)) prices.set(key, entry.price);
    }
  }
  return prices;
}

export function usdPriceOf(prices: UsdPrices, token: TokenId): string | undefined {
  return prices.get(tokenKey(token));
}
