import { AMM_TABLES } from "@ux/core/amm/contract/ammNames";
import { poolFromRow } from "@ux/core/amm/contract/poolConversion";
import { type PoolRow, poolRowSchema } from "@ux/core/amm/contract/rows";
import type { Pool } from "@ux/core/amm/pool";
import type { NodeApi } from "../chain/nodeApi";

/*
 * The pools as the AMM contract holds them right now (table `pools`). Estimates are computed from this,
 * not from the indexer summary, because the summary lags a block or more behind and an estimate must match
 * the settled report to the last unit.
 */

/** A pool with what the math does not need but the screens show. */
export interface AmmPoolEntry {
  readonly pool: Pool;
  readonly description: string;
}

/** Rows per request: the contract's pool count is small, but a page must never be silently truncated. */
const PAGE = 100;

export async function fetchAmmPools(
  api: Pick<NodeApi, "getTableRows">,
  ammContract: string,
  signal?: AbortSignal,
): Promise<AmmPoolEntry[]> {
  const rows: PoolRow[] = [];
  let lower: string | undefined;
  for (;;) {
    const page = await api.getTableRows(
      {
        code: ammContract,
        scope: ammContract,
        table: AMM_TABLES.pools,
        limit: PAGE,
        ...(lower === undefined ? {} : { lower_bound: lower }),
      },
      poolRowSchema,
      signal,
    );
    rows.push(...page.rows);
    if (!page.more || page.nextKey === undefined || page.rows.length === 0) break;
    lower = page.nextKey;
  }
  return rows.map((row) => ({ pool: poolFromRow(row), description: row.description }));
}

export function findPoolByName(entries: readonly AmmPoolEntry[], name: string): AmmPoolEntry | undefined {
  return entries.find((entry) => entry.pool.pool_name === name);
}

export function findPoolById(entries: readonly AmmPoolEntry[], id: number): AmmPoolEntry | undefined {
  return entries.find((entry) => entry.pool.id === id);
}
