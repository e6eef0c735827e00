import type { Pool, TokenId } from "@ux/core/amm";
import { ufxHopPool } from "@ux/core/amm";
import type { PoolRow, TokenWithDecimals } from "@ux/core/amm/contract";
import { type DecimalsLookup, decimalsLookup, poolToRow, tokenDecimalsOf } from "@ux/core/amm/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { allPools, poolsTable } from "./ammTables";

/**
 * The pools during one settle: every pool as the orders run so far left it (a ufxhop moves two pools),
 * written back once at the end.
 */
export class PoolBook {
  private readonly rows = new Map<number, PoolRow>();
  private readonly current = new Map<number, Pool>();
  private readonly changed = new Set<number>();
  readonly decimals: DecimalsLookup;

  constructor(private readonly context: ActionContext) {
    for (const { row, pool } of allPools(context)) {
      this.rows.set(pool.id, row);
      this.current.set(pool.id, pool);
    }
    this.decimals = decimalsLookup(tokenDecimalsOf([...this.current.values()]));
  }

  has(poolId: number): boolean {
    return this.current.has(poolId);
  }

  pool(poolId: number): Pool {
    const pool = this.current.get(poolId);
    this.context.check(pool !== undefined, `unknown pool ${poolId}`);
    return pool;
  }

  update(pool: Pool): void {
    this.current.set(pool.id, pool);
    this.changed.add(pool.id);
  }

  /** The UFX pool a hop's leg for `token` uses now (the rule ufxhop placed by). */
  ufxPoolOf(ufx: TokenId, token: TokenWithDecimals): Pool | undefined {
    return ufxHopPool([...this.current.values()], ufx, token);
  }

  /** Writes the pools the orders changed (descriptions kept). */
  save(): void {
    const table = poolsTable(this.context);
    for (const id of this.changed) {
      const row = this.rows.get(id) as PoolRow;
      table.modify("", poolToRow(this.pool(id), row.description));
    }
  }
}
