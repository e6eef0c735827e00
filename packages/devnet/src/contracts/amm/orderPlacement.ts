import {
  assetIndex,
  checkOrderOutputs,
  isLpToken,
  minTradeOf,
  type Pool,
  sameToken,
  type TokenId,
  tokenKey,
  ufxHopPool,
} from "@ux/core/amm";
import type { OrderOutputRow, OrderRow } from "@ux/core/amm/contract";
import {
  assetTextOf,
  type OrderPlacement,
  orderOutputsOf,
  orderRowFromPlaceorder,
  orderRowFromUfxhop,
  placeorderDataSchema,
  placeorderMinimumsProblem,
  type TokenWithDecimals,
  tokenOfExtSymbol,
  ufxhopDataSchema,
  ufxhopMinimumProblem,
} from "@ux/core/amm/contract";
import { unixToTimePointSec } from "@ux/core/contracts";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { parseActionData } from "../framework/actionData";
import { type Asset, readAsset } from "../framework/chainAsset";
import { debitBalance } from "./ammBalances";
import { allPools, loadPool, ordersTable, requireConfig, takeOrderId } from "./ammTables";

/*
 * placeorder and ufxhop: validate against the pool(s) now, take the input from the owner's AMM balance and
 * queue the order for the keeper's settle. What is refused here changes nothing (the transaction fails);
 * what the pool cannot pay at settlement time is refunded then.
 */

/** The precision a pool gives a token (asset or LP), or undefined when the token is not the pool's. */
function poolDecimals(pool: Pool, token: TokenId): number | undefined {
  if (isLpToken(pool, token)) return pool.lp.decimals;
  return pool.assets[assetIndex(pool, token)]?.decimals;
}

/** The input as a pool token with its precision; asserts that it is the pool's and positive. */
function poolInput(context: ActionContext, pool: Pool, contract: string, quantity: string) {
  const asset = readAsset(quantity) as Asset;
  const token: TokenWithDecimals = { contract, symbol: asset.symbol.code, decimals: asset.symbol.precision };
  const decimals = poolDecimals(pool, token);
  context.check(decimals !== undefined, `${tokenKey(token)} is not in pool ${pool.pool_name}`);
  context.check(decimals === token.decimals, `symbol precision mismatch for ${tokenKey(token)}`);
  context.check(asset.amount > 0n, "quantity must be positive");
  const min = minTradeOf(pool, token) ?? 1n;
  context.check(
    asset.amount >= min,
    `${assetTextOf(asset.amount, token)} is below the minimum trade of ${assetTextOf(min, token)} in pool ${pool.pool_name}`,
  );
  return { token, amount: asset.amount };
}

function checkOutputs(context: ActionContext, pool: Pool, outputs: readonly OrderOutputRow[]): void {
  const invalid = checkOrderOutputs(pool, orderOutputsOf(outputs));
  context.check(invalid === null, `invalid outputs: ${invalid?.detail}`);
  for (const output of outputs) {
    const token = tokenOfExtSymbol(output.ext_symbol);
    context.check(
      poolDecimals(pool, token) === token.decimals,
      `symbol precision mismatch for ${tokenKey(token)}`,
    );
  }
}

function placement(context: ActionContext): OrderPlacement {
  return {
    id: takeOrderId(context),
    trx_id: context.transactionId,
    placed_at: unixToTimePointSec(Math.floor(context.blockTimeMs / 1000)),
  };
}

function queue(context: ActionContext, row: OrderRow): string {
  ordersTable(context).emplace(context.self, row);
  return row.id;
}

/**
 * `placeorder` (auth of owner): returns the order id as the action's return value. Minimums (min_outputs)
 * must list one asset per output, in output order, in that output's symbol and precision, none negative.
 */
export function placeorder(context: ActionContext, data: unknown): string {
  const order = parseActionData(context, placeorderDataSchema, data);
  context.requireAuth(order.owner);
  const { pool } = loadPool(context, order.pool_id);
  const input = poolInput(context, pool, order.contract, order.quantity);
  checkOutputs(context, pool, order.outputs);
  const minimums = placeorderMinimumsProblem(order);
  context.check(minimums === null, `invalid min_outputs: ${minimums}`);
  debitBalance(context, order.owner, input.token, input.amount);
  return queue(context, orderRowFromPlaceorder(order, placement(context)));
}

/**
 * `ufxhop` (auth of owner): X -> UFX -> Y. Queued in X's UFX pool with hop_to = Y; settling that pool runs
 * both legs (core ufxHop) against Y's UFX pool as it is then. UFX itself trades through placeorder. A
 * min_output must be in Y's symbol and precision; the row keeps it as its one minimum.
 */
export function ufxhop(context: ActionContext, data: unknown): string {
  const hop = parseActionData(context, ufxhopDataSchema, data);
  context.requireAuth(hop.owner);
  const ufx = tokenOfExtSymbol(requireConfig(context).ufx);
  const output = tokenOfExtSymbol(hop.output);
  const asset = readAsset(hop.quantity) as Asset;
  const inputToken = { contract: hop.contract, symbol: asset.symbol.code, decimals: asset.symbol.precision };
  context.check(
    !sameToken(inputToken, ufx) && !sameToken(output, ufx),
    "ufxhop is not for UFX itself: use placeorder in its UFX pool",
  );
  context.check(!sameToken(inputToken, output), "ufxhop needs two different tokens");
  const minimum = ufxhopMinimumProblem(hop);
  context.check(minimum === null, `invalid min_output: ${minimum}`);
  const pools = allPools(context).map(({ pool }) => pool);
  const first = ufxHopPool(pools, ufx, inputToken);
  context.check(first !== undefined, `no UFX pool for ${tokenKey(inputToken)}`);
  const second = ufxHopPool(pools, ufx, output);
  context.check(second !== undefined, `no UFX pool for ${tokenKey(output)}`);
  const input = poolInput(context, first, hop.contract, hop.quantity);
  debitBalance(context, hop.owner, input.token, input.amount);
  return queue(context, orderRowFromUfxhop(hop, first.id, ufx, placement(context)));
}
