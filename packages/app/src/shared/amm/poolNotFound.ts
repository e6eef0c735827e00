import { t } from "../i18n/translate";
import type { AmmPoolEntry } from "./ammPools";

/** ours: a pool name (route or query) that names no pool. */
export function poolNotFoundText(poolName: string): string {
  return t("There is no pool named '{poolName}'.", { poolName });
}

/** ours: a query pool_name that names no pool this form offers. */
export function poolNotOfferedText(poolName: string): string {
  return t("No pool named '{poolName}' can be chosen here.", { poolName });
}

/**
 * The query's pool_name when, the pools known, none of `names` is it; null otherwise (no name asked for,
 * still loading, or found). Shown instead of silently ignoring the link's pool.
 */
export function missingPoolName(
  names: readonly string[] | undefined,
  poolName: string | null,
): string | null {
  if (poolName === null || poolName === "" || names === undefined) return null;
  return names.includes(poolName) ? null : poolName;
}

export const poolNamesOf = (entries: readonly AmmPoolEntry[] | undefined) =>
  entries?.map((entry) => entry.pool.pool_name);
