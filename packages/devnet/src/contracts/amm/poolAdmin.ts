import { type Pool, sameToken, tokenKey, validatePool } from "@ux/core/amm";
import type { PoolRow } from "@ux/core/amm/contract";
import {
  assetTextOf,
  createpoolDataSchema,
  poolFromRow,
  setconfigDataSchema,
  tokenOfExtSymbol,
} from "@ux/core/amm/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { parseActionData } from "../framework/actionData";
import { debitBalance } from "./ammBalances";
import { allPools, poolsTable, requireConfig, writeConfig } from "./ammTables";
import { requireToken, sendIssue, sendTransfer, tokenStat } from "./tokenCalls";

/** Pool names are route segments (/pools/{type}/{name}): lower-case letters, digits and dashes. */
const POOL_NAME = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** `setconfig` (auth of the AMM account): the one-time setup of admin, keeper and the UFX token. */
export function setconfig(context: ActionContext, data: unknown): void {
  const config = parseActionData(context, setconfigDataSchema, data);
  context.requireAuth(context.self);
  context.check(context.isAccount(config.admin), "admin account does not exist");
  context.check(context.isAccount(config.keeper), "keeper account does not exist");
  requireToken(context, tokenOfExtSymbol(config.ufx));
  writeConfig(context, config);
}

/**
 * `createpool` (auth of config.admin): the asset quantities move from the admin's AMM balance into the new
 * pool (id = last id + 1, from 0), and initial_lp of the pool's own LP token (issued by the AMM, unused so
 * far) is issued and sent to the admin's wallet.
 */
export function createpool(context: ActionContext, data: unknown): void {
  const request = parseActionData(context, createpoolDataSchema, data);
  context.requireAuth(request.creator);
  const config = requireConfig(context);
  context.check(request.creator === config.admin, "only the AMM admin may create pools");
  context.check(
    POOL_NAME.test(request.pool_name),
    "pool name must be 1-32 lower-case letters, digits or dashes",
  );
  const existing = allPools(context).map(({ pool }) => pool);
  context.check(
    existing.every((pool) => pool.pool_name !== request.pool_name),
    `pool name ${request.pool_name} already exists`,
  );
  const last = poolsTable(context).range().at(-1);
  const row: PoolRow = {
    id: last === undefined ? 0 : Number(last.primaryKey) + 1,
    pool_name: request.pool_name,
    description: request.description,
    assets: request.assets,
    lp_symbol: request.lp_symbol,
    lp_supply: request.initial_lp,
    fee: request.fee,
    is_ufx_pool: request.is_ufx_pool,
  };
  const pool = poolOfRow(context, row);
  const problems = validatePool(pool, tokenOfExtSymbol(config.ufx));
  context.check(problems.length === 0, `invalid pool: ${problems.join("; ")}`);
  checkLpToken(context, pool, existing);
  for (const asset of pool.assets) {
    requireToken(context, asset);
    context.check(asset.balance > 0n, `${tokenKey(asset)} needs a positive quantity`);
    debitBalance(context, request.creator, asset, asset.balance);
  }
  poolsTable(context).emplace(context.self, row);
  const memo = `initial liquidity of pool ${pool.pool_name}`;
  sendIssue(context, pool.lp, pool.lp.supply, memo);
  sendTransfer(context, request.creator, pool.lp, pool.lp.supply, memo);
}

/** The core Pool of the requested row; a quantity whose symbol differs from its ext_symbol is refused. */
function poolOfRow(context: ActionContext, row: PoolRow): Pool {
  let pool: Pool | undefined;
  let problem = "";
  try {
    pool = poolFromRow(row);
  } catch (error) {
    problem = (error as Error).message;
  }
  context.check(pool !== undefined, `invalid pool: ${problem}`);
  return pool;
}

/** The LP token must be the AMM's to issue, have no supply yet, and belong to no other pool. */
function checkLpToken(context: ActionContext, pool: Pool, existing: readonly Pool[]): void {
  const { lp } = pool;
  const stat = tokenStat(context, lp.contract, lp.symbol);
  context.check(stat !== undefined, `LP token ${tokenKey(lp)} does not exist`);
  context.check(stat.issuer === context.self, `LP token ${tokenKey(lp)} must be issued by ${context.self}`);
  context.check(
    stat.supply.symbol.precision === lp.decimals,
    `symbol precision mismatch for ${tokenKey(lp)}`,
  );
  context.check(stat.supply.amount === 0n, `LP token ${tokenKey(lp)} is already in use`);
  context.check(
    existing.every((other) => !sameToken(other.lp, lp)),
    `LP token ${tokenKey(lp)} is already in use`,
  );
  context.check(lp.supply > 0n, `initial_lp must be positive, not ${assetTextOf(lp.supply, lp)}`);
}
