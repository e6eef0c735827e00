import type { AmmPoolEntry } from "../../shared/amm/ammPools";

/**
 * The pools Multi Swap offers. Spec 2 §5: only the Remove Liquidity list includes UFX pools, other lists hide
 * them unless the page allows it; the Multi Swap section allows nothing of the kind, so UFX pairs are hidden
 * (they exist for ufxhop routing, not for intra-pool multi-asset trades).
 */
export function multiSwapPools(entries: readonly AmmPoolEntry[]): AmmPoolEntry[] {
  return entries.filter((entry) => !entry.pool.is_ufx_pool);
}
