import type { AmmPoolEntry } from "../../shared/amm/ammPools";
import type { PoolOption } from "../../shared/amm/PoolSelect";
import { msg } from "../../shared/i18n/msg";

/**
 * The pools Multi Swap offers. Spec 2 §5: only the Remove Liquidity list includes UFX pools, other lists hide
 * them unless the page allows it; the Multi Swap section allows nothing of the kind, so UFX pairs are hidden
 * (they exist for ufxhop routing, not for intra-pool multi-asset trades).
 */
export function multiSwapPools(entries: readonly AmmPoolEntry[]): AmmPoolEntry[] {
  return entries.filter((entry) => !entry.pool.is_ufx_pool);
}

/** ours: the states of the pool list. */
export const NO_POOLS = msg("No pools available");
export const POOLS_NOT_LOADED = msg("The pools could not be loaded; retrying shortly.");

/** The pool select's options: a pool's id as value, its name as text, its description as tooltip. */
export function multiSwapPoolOptions(entries: readonly AmmPoolEntry[]): PoolOption[] {
  return entries.map(({ pool, description }) => ({
    value: String(pool.id),
    label: pool.pool_name,
    title: description,
  }));
}
