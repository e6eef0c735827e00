import type { PoolSummary } from "../../../src/shared/api/ammIndexer";

/** An indexer summary's pool with its [symbol, contract, price] prices; `extra` overrides the rest. */
export function summaryPool(
  id: string,
  pool_name: string,
  prices: readonly (readonly [string, string, string])[],
  extra: Partial<PoolSummary> = {},
): PoolSummary {
  return {
    id,
    pool_name,
    is_ufx_pool: false,
    assets: [],
    asset_prices: prices.map(([symbol, contract, price]) => ({ symbol, contract, price })),
    ...extra,
  };
}
