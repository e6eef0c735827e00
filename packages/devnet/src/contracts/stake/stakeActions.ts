import { quoteRedeem, quoteStake, quoteUnstake } from "@ux/core/stake";
import {
  REDEEM_MEMO,
  redeemDataSchema,
  STAKE_ERRORS,
  STAKE_REWARD_MEMO,
  STAKE_TABLES,
  type StakePositionRow,
  stakeDataSchema,
  stakeSetconfigDataSchema,
  UNSTAKE_MEMO,
  unstakeDataSchema,
  withdrawDataSchema,
} from "@ux/core/stake/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { parseActionData } from "../framework/actionData";
import {
  nextHistoryId,
  positionsOf,
  publishedCurve,
  readDeposit,
  readPool,
  requireConfig,
  stakedAsset,
  units,
  writeConfig,
  writeDeposit,
  writePool,
} from "./stakeTables";

/*
 * QuickStake's actions (ARCHITECTURE.md §7) with core's quotes, so the contract pays exactly what the
 * service quoted and the page showed. Conservation: the contract's token balance always equals the reward
 * pool + all positions + all unspent deposits + the outstanding TC of splits (instrumentActions.ts).
 */

/** Pays the staked token out of the contract (its active authority includes its eosio.code). */
export function sendToken(context: ActionContext, to: string, quantity: string, memo: string): void {
  const config = requireConfig(context);
  context.sendInline({
    account: config.token_contract,
    name: "transfer",
    authorization: [{ actor: context.self, permission: "active" }],
    data: { from: context.self, to, quantity, memo },
  });
}

export function setconfig(context: ActionContext, data: unknown): void {
  context.requireAuth(context.self);
  const config = parseActionData(context, stakeSetconfigDataSchema, data);
  context.check(context.isAccount(config.operator), "the operator account does not exist");
  writeConfig(context, config);
  publishedCurve(context, config);
}

/** Stakes part of the owner's deposit for an expiry; the operator co-signs and the pool pays the reward. */
export function stake(context: ActionContext, data: unknown): void {
  const request = parseActionData(context, stakeDataSchema, data);
  const config = requireConfig(context);
  context.requireAuth(request.owner);
  context.requireAuth(config.operator);
  const quantity = units(context, config, request.quantity);
  const quote = quoteStake(
    publishedCurve(context, config),
    request.expiry,
    context.blockTimeMs,
    quantity,
    request.locked,
    request.restake,
  );
  context.check(quote.ok, quote.ok ? "" : quote.error);
  const deposit = readDeposit(context, config, request.owner);
  context.check(deposit >= quantity, STAKE_ERRORS.deposit);
  writeDeposit(context, config, request.owner, deposit - quantity);
  const pool = readPool(context, config);
  const paid = quote.value.reward + quote.value.restaked;
  context.check(pool.rewards >= paid, STAKE_ERRORS.rewardPool);
  writePool(context, config, { rewards: pool.rewards - paid, staked: pool.staked + quote.value.position });

  const positions = positionsOf(context, request.owner);
  const key = BigInt(request.expiry);
  const current = positions.find(key);
  const add = (text: string | undefined, extra: bigint) =>
    stakedAsset(config, (text === undefined ? 0n : units(context, config, text)) + extra);
  const row: StakePositionRow = {
    expiry: request.expiry,
    liquid: add(current?.liquid, request.locked ? 0n : quote.value.position),
    locked: add(current?.locked, request.locked ? quote.value.position : 0n),
  };
  if (current === undefined) positions.emplace(context.self, row);
  else positions.modify("", row);

  context.table(request.owner, STAKE_TABLES.stakes).emplace(context.self, {
    id: nextHistoryId(context, request.owner, STAKE_TABLES.stakes),
    expiry: request.expiry,
    quantity: request.quantity,
    reward: stakedAsset(config, quote.value.reward),
    locked: request.locked,
    restaked_rewards: stakedAsset(config, quote.value.restaked),
    trx_id: context.transactionId,
    block_time: context.blockTime.slice(0, 19),
  });
  if (quote.value.reward > 0n)
    sendToken(context, request.owner, stakedAsset(config, quote.value.reward), STAKE_REWARD_MEMO);
}

function recordUnstake(
  context: ActionContext,
  owner: string,
  entry: { expiry: number; quantity: string; unwind: bigint; received: string },
): void {
  context.table(owner, STAKE_TABLES.unstakes).emplace(context.self, {
    id: nextHistoryId(context, owner, STAKE_TABLES.unstakes),
    expiry: entry.expiry,
    quantity: entry.quantity,
    unwind: entry.unwind.toString(),
    received: entry.received,
    trx_id: context.transactionId,
    block_time: context.blockTime.slice(0, 19),
  });
}

/** Unwinds part of a liquid position before its expiry at today's unwind.tc; the rest returns to the pool. */
export function unstake(context: ActionContext, data: unknown): void {
  const request = parseActionData(context, unstakeDataSchema, data);
  context.requireAuth(request.owner);
  const config = requireConfig(context);
  const quantity = units(context, config, request.quantity);
  const positions = positionsOf(context, request.owner);
  const row = positions.find(BigInt(request.expiry));
  context.check(row !== undefined, STAKE_ERRORS.position);
  const liquid = units(context, config, row.liquid);
  const locked = units(context, config, row.locked);
  const quote = quoteUnstake(
    publishedCurve(context, config),
    request.expiry,
    context.blockTimeMs,
    quantity,
    quantity > liquid && locked > 0n,
  );
  context.check(quote.ok, quote.ok ? "" : quote.error);
  context.check(quantity <= liquid, STAKE_ERRORS.position);
  const remaining = liquid - quantity;
  if (remaining === 0n && locked === 0n) positions.erase(BigInt(request.expiry));
  else positions.modify("", { ...row, liquid: stakedAsset(config, remaining) });
  const pool = readPool(context, config);
  writePool(context, config, { rewards: pool.rewards + quote.value.toPool, staked: pool.staked - quantity });
  const received = stakedAsset(config, quote.value.received);
  recordUnstake(context, request.owner, { ...request, unwind: quote.value.tc, received });
  if (quote.value.received > 0n) sendToken(context, request.owner, received, UNSTAKE_MEMO);
}

/** Pays out a whole position, liquid and locked, once its expiry has ended. */
export function redeem(context: ActionContext, data: unknown): void {
  const request = parseActionData(context, redeemDataSchema, data);
  context.requireAuth(request.owner);
  const config = requireConfig(context);
  const positions = positionsOf(context, request.owner);
  const row = positions.find(BigInt(request.expiry));
  context.check(row !== undefined, STAKE_ERRORS.position);
  const quantity = units(context, config, row.liquid) + units(context, config, row.locked);
  const quote = quoteRedeem(request.expiry, context.blockTimeMs, quantity);
  context.check(quote.ok, quote.ok ? "" : quote.error);
  positions.erase(BigInt(request.expiry));
  const pool = readPool(context, config);
  writePool(context, config, { ...pool, staked: pool.staked - quantity });
  const received = stakedAsset(config, quantity);
  recordUnstake(context, request.owner, {
    expiry: request.expiry,
    quantity: received,
    unwind: quote.value.tc,
    received,
  });
  sendToken(context, request.owner, received, REDEEM_MEMO);
}

/** Returns an unspent deposit (a stake that never followed its transfer). */
export function withdraw(context: ActionContext, data: unknown): void {
  const request = parseActionData(context, withdrawDataSchema, data);
  context.requireAuth(request.owner);
  const config = requireConfig(context);
  const deposit = readDeposit(context, config, request.owner);
  context.check(deposit > 0n, "there is no deposit to withdraw");
  writeDeposit(context, config, request.owner, 0n);
  sendToken(context, request.owner, stakedAsset(config, deposit), "QuickStake deposit returned");
}
