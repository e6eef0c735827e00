import { exitSingleAsset, joinSingleAsset } from "./liquidityMath";
import { minTradeOf } from "./minTrade";
import {
  assetIndex,
  BPS,
  BPS_BIG,
  isLpToken,
  LP_IMPACT_FEE_BPS,
  type Pool,
  sameToken,
  type TokenAmount,
  type TokenId,
  tokenId,
  tokenKey,
  withAssetBalance,
  withLpSupply,
} from "./pool";
import { outGivenIn } from "./swapMath";

/** One output of a placeorder: a pool token (asset or LP) and its share of the input in bps. */
export interface OrderOutput {
  readonly token: TokenId;
  readonly proportion: number;
}

/** A fee kept by the pool: the swap fee, the LP base fee, or the LP impact fee. */
export interface OrderFee {
  readonly kind: "swap" | "base" | "impact";
  readonly token: TokenId;
  readonly amount: bigint;
}

export type RefundReason =
  | "bad_proportions"
  | "unknown_token"
  | "bad_amount"
  | "below_min_trade"
  | "zero_output"
  | "insufficient_pool_balance"
  /** Protected trades: an output would be below the minimum the order asked for (orderMinimums.ts). */
  | "below_minimum";

export interface OrderFill {
  readonly ok: true;
  /** One entry per requested output, in request order. */
  readonly outputs: readonly TokenAmount[];
  readonly pool: Pool;
  readonly fees: readonly OrderFee[];
}

export interface OrderFailure {
  readonly ok: false;
  readonly reason: RefundReason;
  readonly detail: string;
}

export type OrderResult = OrderFill | OrderFailure;

function fail(reason: RefundReason, detail: string): OrderFailure {
  return { ok: false, reason, detail };
}

/**
 * Checks an output list: non-empty, integer proportions 1..10000 summing to 10000, distinct tokens that all
 * belong to the pool (assets or its LP). Returns the failure, or null when valid.
 */
export function checkOrderOutputs(pool: Pool, outputs: readonly OrderOutput[]): OrderFailure | null {
  if (outputs.length === 0) return fail("bad_proportions", "no outputs");
  const seen = new Set<string>();
  let sum = 0;
  for (const output of outputs) {
    if (!Number.isInteger(output.proportion) || output.proportion < 1 || output.proportion > BPS) {
      return fail("bad_proportions", `proportion of ${tokenKey(output.token)} must be 1..${BPS}`);
    }
    const key = tokenKey(output.token);
    if (seen.has(key)) return fail("bad_proportions", `${key} appears twice`);
    seen.add(key);
    if (!isLpToken(pool, output.token) && assetIndex(pool, output.token) < 0) {
      return fail("unknown_token", `${key} is not in pool ${pool.pool_name}`);
    }
    sum += output.proportion;
  }
  if (sum !== BPS) return fail("bad_proportions", `proportions sum to ${sum}, not ${BPS}`);
  return null;
}

/**
 * Splits `amount` by proportions: each leg gets floor(amount*p/10000) except the last, which takes the rest,
 * so the legs add up to the input exactly.
 */
export function splitByProportions(amount: bigint, proportions: readonly number[]): bigint[] {
  const legs: bigint[] = [];
  let rest = amount;
  proportions.forEach((proportion, i) => {
    const leg = i === proportions.length - 1 ? rest : (amount * BigInt(proportion)) / BPS_BIG;
    legs.push(leg);
    rest -= leg;
  });
  return legs;
}

interface LegResult {
  readonly pool: Pool;
  readonly amount: bigint;
  readonly fees: OrderFee[];
}

/**
 * A whole placeorder: one input (a pool asset or the pool's LP) spent into outputs by proportion. Legs run in
 * order and each updates the pool before the next: same token = that share is returned unchanged, asset ->
 * asset = swap, asset -> LP = single-asset join, LP -> asset = single-asset exit. All or nothing: if any leg
 * cannot execute (zero output, output below the token minimum, pool lacking the balance) the order fails and
 * the pool is untouched. Add liquidity = 10000 to the LP; remove liquidity = LP in.
 */
export function placeOrder(pool: Pool, input: TokenAmount, outputs: readonly OrderOutput[]): OrderResult {
  const invalid = checkOrderOutputs(pool, outputs);
  if (invalid) return invalid;
  const inputMin = minTradeOf(pool, input.token);
  if (inputMin === null)
    return fail("unknown_token", `${tokenKey(input.token)} is not in pool ${pool.pool_name}`);
  if (input.amount <= 0n) return fail("bad_amount", "input amount must be positive");
  if (input.amount < inputMin)
    return fail("below_min_trade", `input is below the minimum of ${inputMin} units`);

  const legs = splitByProportions(
    input.amount,
    outputs.map((o) => o.proportion),
  );
  let current = pool;
  const amounts: TokenAmount[] = [];
  const fees: OrderFee[] = [];
  for (const [i, output] of outputs.entries()) {
    const legIn = legs[i] ?? 0n;
    if (sameToken(output.token, input.token)) {
      amounts.push({ token: tokenId(output.token), amount: legIn });
      continue;
    }
    const leg = runLeg(current, input.token, output.token, legIn);
    if ("reason" in leg) return leg;
    const min = minTradeOf(current, output.token) ?? 1n;
    if (leg.amount < min)
      return fail("below_min_trade", `${tokenKey(output.token)} output is below its minimum`);
    current = leg.pool;
    amounts.push({ token: tokenId(output.token), amount: leg.amount });
    fees.push(...leg.fees);
  }
  return { ok: true, outputs: amounts, pool: current, fees };
}

function runLeg(pool: Pool, from: TokenId, to: TokenId, amountIn: bigint): LegResult | OrderFailure {
  if (isLpToken(pool, from)) return exitLeg(pool, to, amountIn);
  if (isLpToken(pool, to)) return joinLeg(pool, from, amountIn);
  return swapLeg(pool, from, to, amountIn);
}

function swapLeg(pool: Pool, from: TokenId, to: TokenId, amountIn: bigint): LegResult | OrderFailure {
  const i = assetIndex(pool, from);
  const o = assetIndex(pool, to);
  const assetIn = pool.assets[i];
  const assetOut = pool.assets[o];
  if (!assetIn || !assetOut) return fail("unknown_token", "token not in pool");
  if (assetIn.balance <= 0n || assetOut.balance <= 0n) {
    return fail("insufficient_pool_balance", `pool ${pool.pool_name} has no ${tokenKey(to)} to trade`);
  }
  const out = outGivenIn(assetIn, assetOut, amountIn, pool.fee_bps);
  if (out <= 0n) return fail("zero_output", `${tokenKey(from)} -> ${tokenKey(to)} gives nothing`);
  const updated = withAssetBalance(
    withAssetBalance(pool, i, assetIn.balance + amountIn),
    o,
    assetOut.balance - out,
  );
  const fee = (amountIn * BigInt(pool.fee_bps)) / BPS_BIG;
  return { pool: updated, amount: out, fees: [{ kind: "swap", token: tokenId(from), amount: fee }] };
}

function joinLeg(pool: Pool, from: TokenId, amountIn: bigint): LegResult | OrderFailure {
  const i = assetIndex(pool, from);
  const asset = pool.assets[i];
  if (!asset) return fail("unknown_token", "token not in pool");
  if (asset.balance <= 0n || pool.lp.supply <= 0n) {
    return fail("insufficient_pool_balance", `pool ${pool.pool_name} is empty`);
  }
  const leg = joinSingleAsset(
    asset.balance,
    asset.weight,
    pool.lp.supply,
    amountIn,
    pool.fee_bps,
    LP_IMPACT_FEE_BPS,
  );
  if (leg.amount <= 0n) return fail("zero_output", `${tokenKey(from)} -> LP mints nothing`);
  const updated = withLpSupply(
    withAssetBalance(pool, i, asset.balance + amountIn),
    pool.lp.supply + leg.amount,
  );
  return {
    pool: updated,
    amount: leg.amount,
    fees: [
      { kind: "base", token: tokenId(from), amount: leg.baseFee },
      { kind: "impact", token: tokenId(pool.lp), amount: leg.impactFee },
    ],
  };
}

function exitLeg(pool: Pool, to: TokenId, lpIn: bigint): LegResult | OrderFailure {
  const o = assetIndex(pool, to);
  const asset = pool.assets[o];
  if (!asset) return fail("unknown_token", "token not in pool");
  if (asset.balance <= 0n || lpIn >= pool.lp.supply) {
    return fail("insufficient_pool_balance", `pool ${pool.pool_name} cannot pay out ${tokenKey(to)}`);
  }
  const leg = exitSingleAsset(
    asset.balance,
    asset.weight,
    pool.lp.supply,
    lpIn,
    pool.fee_bps,
    LP_IMPACT_FEE_BPS,
  );
  if (leg.amount <= 0n) return fail("zero_output", `LP -> ${tokenKey(to)} pays nothing`);
  const updated = withLpSupply(withAssetBalance(pool, o, asset.balance - leg.amount), pool.lp.supply - lpIn);
  return {
    pool: updated,
    amount: leg.amount,
    fees: [
      { kind: "base", token: tokenId(to), amount: leg.baseFee },
      { kind: "impact", token: tokenId(to), amount: leg.impactFee },
    ],
  };
}
