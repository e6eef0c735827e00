import type { AmmPoolEntry } from "../../shared/amm/ammPools";
import type { PoolOption } from "../../shared/amm/PoolSelect";

/**
 * Pool lists of the Liquidity tabs (spec 2 §5): the Remove Liquidity list includes UFX pools, the Add
 * Liquidity list hides them (other pool lists hide them unless the page allows it).
 */
export function addPoolChoices(entries: readonly AmmPoolEntry[]): AmmPoolEntry[] {
  return entries.filter((entry) => !entry.pool.is_ufx_pool);
}

export function removePoolChoices(entries: readonly AmmPoolEntry[]): AmmPoolEntry[] {
  return [...entries];
}

/** The pool a query pool_name names among the choices; a name not offered on the tab chooses nothing. */
export function chosenPool(
  choices: readonly AmmPoolEntry[],
  poolName: string | null,
): AmmPoolEntry | undefined {
  if (poolName === null || poolName === "") return undefined;
  return choices.find((entry) => entry.pool.pool_name === poolName);
}

/** The pool select's options: a pool's name as value (it is the route's pool_name), with its description. */
export function liquidityPoolOptions(choices: readonly AmmPoolEntry[]): PoolOption[] {
  return choices.map(({ pool, description }) => ({
    value: pool.pool_name,
    label: description === "" ? pool.pool_name : `${pool.pool_name} · ${description}`,
  }));
}
