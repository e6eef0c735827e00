import { parseYieldCurve, rateText, type YieldCurve } from "@ux/core/stake";
import {
  STAKE_TABLES,
  type StakeConfigRow,
  type StakeHistoryRow,
  type StakePoolRow,
  type StakePositionRow,
  type UnstakeHistoryRow,
} from "@ux/core/stake/contract";
import type { ActionContext, TableSpec } from "../../engine/execution/contractInterface";
import { nameValue } from "../../engine/nameValue";
import { type Asset, assetText, readAsset } from "../framework/chainAsset";

/** The QuickStake contract's tables (core/stake/contract) and the reads and writes its actions share. */

const CONFIG_KEY = nameValue(STAKE_TABLES.config);
const POOL_KEY = nameValue(STAKE_TABLES.pool);
const DEPOSIT_KEY = nameValue(STAKE_TABLES.deposits);

export interface DepositRow {
  balance: string;
}

export const stakeTableSpecs: Record<string, TableSpec<never>> = {
  [STAKE_TABLES.config]: { primaryKey: () => CONFIG_KEY } as TableSpec<never>,
  [STAKE_TABLES.pool]: { primaryKey: () => POOL_KEY } as TableSpec<never>,
  [STAKE_TABLES.deposits]: { primaryKey: () => DEPOSIT_KEY } as TableSpec<never>,
  [STAKE_TABLES.positions]: { primaryKey: (row: StakePositionRow) => BigInt(row.expiry) } as TableSpec<never>,
  [STAKE_TABLES.stakes]: { primaryKey: (row: StakeHistoryRow) => BigInt(row.id) } as TableSpec<never>,
  [STAKE_TABLES.unstakes]: { primaryKey: (row: UnstakeHistoryRow) => BigInt(row.id) } as TableSpec<never>,
};

export function requireConfig(context: ActionContext): StakeConfigRow {
  const config = context.table<StakeConfigRow>(context.self, STAKE_TABLES.config).find(CONFIG_KEY);
  context.check(config !== undefined, "QuickStake is not configured yet (setconfig)");
  return config;
}

export function writeConfig(context: ActionContext, config: StakeConfigRow): void {
  const table = context.table<StakeConfigRow>(context.self, STAKE_TABLES.config);
  if (table.find(CONFIG_KEY) === undefined) table.emplace(context.self, config);
  else table.modify("", config);
}

/** The curve the config publishes, in core's form. */
export function publishedCurve(context: ActionContext, config: StakeConfigRow): YieldCurve {
  const parsed = parseYieldCurve({
    points: config.points.map((point) => ({ days: point.days, yield: rateText(BigInt(point.yield)) })),
    liquidSpread: rateText(BigInt(config.liquid_spread)),
  });
  context.check(parsed.ok, `the published yield curve is invalid: ${parsed.ok ? "" : parsed.error}`);
  return parsed.curve;
}

/** A quantity of the staked token (from the config's zero asset). */
export function stakedAsset(config: StakeConfigRow, amount: bigint): string {
  const zero = readAsset(config.zero) as Asset;
  return assetText(amount, zero.symbol);
}

export function units(context: ActionContext, config: StakeConfigRow, text: string): bigint {
  const asset = readAsset(text);
  const zero = readAsset(config.zero) as Asset;
  context.check(
    asset !== undefined &&
      asset.symbol.code === zero.symbol.code &&
      asset.symbol.precision === zero.symbol.precision,
    `the quantity must be ${zero.symbol.code} with ${zero.symbol.precision} decimals`,
  );
  return asset.amount;
}

export function readPool(
  context: ActionContext,
  config: StakeConfigRow,
): { rewards: bigint; staked: bigint } {
  const row = context.table<StakePoolRow>(context.self, STAKE_TABLES.pool).find(POOL_KEY);
  if (row === undefined) return { rewards: 0n, staked: 0n };
  return { rewards: units(context, config, row.rewards), staked: units(context, config, row.staked) };
}

export function writePool(
  context: ActionContext,
  config: StakeConfigRow,
  pool: { rewards: bigint; staked: bigint },
): void {
  const table = context.table<StakePoolRow>(context.self, STAKE_TABLES.pool);
  const row = { rewards: stakedAsset(config, pool.rewards), staked: stakedAsset(config, pool.staked) };
  if (table.find(POOL_KEY) === undefined) table.emplace(context.self, row);
  else table.modify("", row);
}

export function readDeposit(context: ActionContext, config: StakeConfigRow, owner: string): bigint {
  const row = context.table<DepositRow>(owner, STAKE_TABLES.deposits).find(DEPOSIT_KEY);
  return row === undefined ? 0n : units(context, config, row.balance);
}

/** Writes an owner's deposit; a zero deposit is erased (RAM paid by the contract, as a notified contract). */
export function writeDeposit(
  context: ActionContext,
  config: StakeConfigRow,
  owner: string,
  amount: bigint,
): void {
  const table = context.table<DepositRow>(owner, STAKE_TABLES.deposits);
  const exists = table.find(DEPOSIT_KEY) !== undefined;
  if (amount === 0n) {
    if (exists) table.erase(DEPOSIT_KEY);
    return;
  }
  const row = { balance: stakedAsset(config, amount) };
  if (exists) table.modify("", row);
  else table.emplace(context.self, row);
}

export function positionsOf(context: ActionContext, owner: string) {
  return context.table<StakePositionRow>(owner, STAKE_TABLES.positions);
}

/** The next id of a history table in an owner's scope (ids only grow: rows are never erased). */
export function nextHistoryId(context: ActionContext, owner: string, table: string): string {
  const rows = context.table<{ id: string }>(owner, table).range();
  const last = rows[rows.length - 1];
  return last === undefined ? "1" : String(last.primaryKey + 1n);
}
