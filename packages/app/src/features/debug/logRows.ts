import type { PoolSummary } from "../../shared/api/ammIndexer";

/** One row of the debug log table: a pool asset with its pool's figures (spec 1 §2 log table columns). */
export interface LogRow {
  key: string;
  poolId: string;
  poolName: string;
  isUfx: "yes" | "no";
  lpAmount: string;
  liquidity: string;
  quantity: string;
  weight: string;
  wt: string;
  plp: string;
}

const NONE = "—";

/** Flattens the summary's pools into table rows, one per asset (a pool without assets still gets a row). */
export function toLogRows(pools: readonly PoolSummary[]): LogRow[] {
  return pools.flatMap((pool) => {
    const base = {
      poolId: pool.id,
      poolName: pool.pool_name,
      isUfx: pool.is_ufx_pool ? ("yes" as const) : ("no" as const),
      lpAmount:
        pool.core_balance === undefined ? NONE : `${pool.core_balance} ${pool.core_symbol ?? ""}`.trim(),
      liquidity: pool.liquidity_usd_value ?? NONE,
    };
    if (pool.assets.length === 0) {
      return [{ key: `${pool.id}`, ...base, quantity: NONE, weight: NONE, wt: NONE, plp: NONE }];
    }
    return pool.assets.map((asset, index) => ({
      key: `${pool.id}:${index}`,
      ...base,
      quantity: asset.quantity,
      weight: asset.weight,
      wt: asset.wt ?? NONE,
      plp: asset.plp ?? NONE,
    }));
  });
}

export const LOG_COLUMNS: ReadonlyArray<{ field: keyof Omit<LogRow, "key">; label: string }> = [
  { field: "poolId", label: "pool id" },
  { field: "poolName", label: "name" },
  { field: "isUfx", label: "UFX" },
  { field: "lpAmount", label: "LP amount" },
  { field: "liquidity", label: "liquidity" },
  { field: "quantity", label: "quantity" },
  { field: "weight", label: "weight" },
  { field: "wt", label: "wt" },
  { field: "plp", label: "plp" },
];
