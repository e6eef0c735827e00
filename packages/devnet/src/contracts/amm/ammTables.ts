import type { Pool } from "@ux/core/amm";
import type { BalanceRow, ConfigRow, OrderRow, PoolRow, StateRow } from "@ux/core/amm/contract";
import { AMM_TABLES, poolFromRow } from "@ux/core/amm/contract";
import type { ActionContext, TableSpec } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";

/*
 * The AMM's tables (core's interface, rows stored in its JSON form) and the reads every action shares.
 * Singletons use their table name as primary key, as CDT's eosio::singleton does.
 */

const CONFIG_KEY = nameValue(AMM_TABLES.config);
const STATE_KEY = nameValue(AMM_TABLES.state);

const poolsSpec: TableSpec<PoolRow> = { primaryKey: (row) => BigInt(row.id) };
const balancesSpec: TableSpec<BalanceRow> = { primaryKey: (row) => BigInt(row.id) };
const ordersSpec: TableSpec<OrderRow> = {
  primaryKey: (row) => BigInt(row.id),
  // index_position 2: the per-pool queue, in id order within a pool.
  secondaryIndexes: [{ name: "bypool", keyType: "i64", key: (row) => BigInt(row.pool_id) }],
};
const configSpec: TableSpec<ConfigRow> = { primaryKey: () => CONFIG_KEY };
const stateSpec: TableSpec<StateRow> = { primaryKey: () => STATE_KEY };

export const ammTableSpecs = {
  [AMM_TABLES.pools]: poolsSpec,
  [AMM_TABLES.accounts]: balancesSpec,
  [AMM_TABLES.orders]: ordersSpec,
  [AMM_TABLES.config]: configSpec,
  [AMM_TABLES.state]: stateSpec,
};

export const poolsTable = (context: ActionContext) => context.table<PoolRow>(context.self, AMM_TABLES.pools);
export const ordersTable = (context: ActionContext) =>
  context.table<OrderRow>(context.self, AMM_TABLES.orders);
export const balancesTable = (context: ActionContext, owner: string) =>
  context.table<BalanceRow>(owner, AMM_TABLES.accounts);
const configTable = (context: ActionContext) => context.table<ConfigRow>(context.self, AMM_TABLES.config);
const stateTable = (context: ActionContext) => context.table<StateRow>(context.self, AMM_TABLES.state);

export function findConfig(context: ActionContext): ConfigRow | undefined {
  return configTable(context).find(CONFIG_KEY);
}

export function requireConfig(context: ActionContext): ConfigRow {
  const config = findConfig(context);
  context.check(config !== undefined, "the AMM is not configured yet (setconfig)");
  return config;
}

export function writeConfig(context: ActionContext, config: ConfigRow): void {
  const table = configTable(context);
  if (table.find(CONFIG_KEY) === undefined) table.emplace(context.self, config);
  else table.modify("", config);
}

/** Takes the next order id: a counter that only grows, so ids stay unique after settle erases orders. */
export function takeOrderId(context: ActionContext): string {
  const table = stateTable(context);
  const state = table.find(STATE_KEY);
  const id = BigInt(state?.next_order_id ?? "1");
  const next = { next_order_id: (id + 1n).toString() };
  if (state === undefined) table.emplace(context.self, next);
  else table.modify("", next);
  return id.toString();
}

/** A pool row and the core Pool it converts to. */
export interface LoadedPool {
  readonly row: PoolRow;
  readonly pool: Pool;
}

export function loadPool(context: ActionContext, poolId: number): LoadedPool {
  const row = poolsTable(context).find(BigInt(poolId));
  context.check(row !== undefined, `unknown pool ${poolId}`);
  return { row, pool: poolFromRow(row) };
}

export function allPools(context: ActionContext): LoadedPool[] {
  return poolsTable(context)
    .range()
    .map(({ value }) => ({ row: value, pool: poolFromRow(value) }));
}
