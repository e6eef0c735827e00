import type { Pool } from "@ux/core/amm";
import { AMM_TABLES, poolFromRow, poolRowSchema } from "@ux/core/amm/contract";
import type { ChainClient } from "@ux/core/chainClient";

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
  api: Pick<ChainClient, "allTableRows">,
  ammContract: string,
  signal?: AbortSignal,
): Promise<AmmPoolEntry[]> {
  const rows = await api.allTableRows(
    { code: ammContract, scope: ammContract, table: AMM_TABLES.pools },
    { pageSize: PAGE, row: poolRowSchema, signal },
  );
  return rows.map((row) => ({ pool: poolFromRow(row), description: row.description }));
}

export function findPoolByName(entries: readonly AmmPoolEntry[], name: string): AmmPoolEntry | undefined {
  return entries.find((entry) => entry.pool.pool_name === name);
}

export function findPoolById(entries: readonly AmmPoolEntry[], id: number): AmmPoolEntry | undefined {
  return entries.find((entry) => entry.pool.id === id);
}
