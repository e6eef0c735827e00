import { type Expiry, expiryTimestamp, parseExpiryCode, quarterlyExpiries } from "../expiry/expiryCode";
import { DAY_MS } from "../expiry/expiryConstants";
import { isDust } from "../money/dust";
import { STAKE_ERRORS } from "./contract/stakeNames";
import { discountFactor, expiryRates, rateTimes } from "./expiryRates";
import { RATE_ONE, rateDays } from "./stakeRate";
import { groupYield, type YieldCurve } from "./yieldCurve";

/*
 * What a stake, an unstake and a redeem move, decided once for the contract that executes them, the service
 * that co-signs them and the page that shows them (ARCHITECTURE.md §7).
 */

/** Stakes are offered for the quarterly expiries of the next five years. */
export const STAKE_HORIZON_YEARS = 5;
const STAKE_DECIMALS_OF_UTX = 4;

/** The quarterly expiries open for staking now: ending after today (UTC), at most five years ahead. */
export function stakeableExpiries(nowMs: number): (Expiry & { timestamp: number })[] {
  const now = new Date(nowMs);
  const first = now.getUTCFullYear() * 100 + 3;
  const last = (now.getUTCFullYear() + STAKE_HORIZON_YEARS) * 100 + 12;
  const horizon = nowMs + STAKE_HORIZON_YEARS * 365 * DAY_MS;
  return quarterlyExpiries(first, last).filter(
    (entry) => rateDays(entry.timestamp, nowMs) >= 1 && entry.timestamp <= horizon,
  );
}

export interface StakeQuote {
  readonly days: number;
  /** The rate applied: tu, or tuReinvested when restaking (1e-12 units). */
  readonly rate: bigint;
  /** Paid to the owner now (0 when restaking). */
  readonly reward: bigint;
  /** Added to the position from the reward pool (0 unless restaking). */
  readonly restaked: bigint;
  /** What the position grows by: the quantity plus restaked rewards. */
  readonly position: bigint;
}

export type Quote<T> = { ok: true; value: T } | { ok: false; error: string };

/** A stake of `quantity` units for the expiry YYYYMM `code`, today. */
export function quoteStake(
  curve: YieldCurve,
  code: number,
  nowMs: number,
  quantity: bigint,
  locked: boolean,
  restake: boolean,
): Quote<StakeQuote> {
  const expiry = parseExpiryCode(code);
  if (expiry === null) return { ok: false, error: STAKE_ERRORS.notStakeable };
  if (!stakeableExpiries(nowMs).some((entry) => entry.code === expiry.code))
    return { ok: false, error: STAKE_ERRORS.notStakeable };
  if (quantity <= 0n || isDust(quantity, STAKE_DECIMALS_OF_UTX))
    return { ok: false, error: STAKE_ERRORS.dust };
  const rates = expiryRates(curve, expiryTimestamp(expiry), nowMs);
  if (rates === null) return { ok: false, error: STAKE_ERRORS.notStakeable };
  const group = locked ? rates.illiquid : rates.liquid;
  const rate = restake ? group.tuReinvested : group.tu;
  const paid = rateTimes(quantity, rate);
  return {
    ok: true,
    value: {
      days: rates.days,
      rate,
      reward: restake ? 0n : paid,
      restaked: restake ? paid : 0n,
      position: quantity + (restake ? paid : 0n),
    },
  };
}

export interface UnwindQuote {
  /** The ratio applied (1e-12 units; exactly one for a redeem). */
  readonly tc: bigint;
  readonly received: bigint;
  /** What returns to the operator's reward pool (the rest of the capital). */
  readonly toPool: bigint;
}

/** An unstake of a liquid position before its expiry, at today's unwind.tc. */
export function quoteUnstake(
  curve: YieldCurve,
  code: number,
  nowMs: number,
  quantity: bigint,
  locked: boolean,
): Quote<UnwindQuote> {
  const expiry = parseExpiryCode(code);
  if (expiry === null) return { ok: false, error: STAKE_ERRORS.position };
  const end = expiryTimestamp(expiry);
  if (nowMs >= end) return { ok: false, error: STAKE_ERRORS.expired };
  if (locked) return { ok: false, error: STAKE_ERRORS.lockedBeforeExpiry };
  if (quantity <= 0n || isDust(quantity, STAKE_DECIMALS_OF_UTX))
    return { ok: false, error: STAKE_ERRORS.dust };
  const days = rateDays(end, nowMs);
  const tc = discountFactor(groupYield(curve, days, false), days, "floor");
  const received = rateTimes(quantity, tc);
  return { ok: true, value: { tc, received, toPool: quantity - received } };
}

/** A redeem of a whole position once its expiry has ended: 1:1. */
export function quoteRedeem(code: number, nowMs: number, quantity: bigint): Quote<UnwindQuote> {
  const expiry = parseExpiryCode(code);
  if (expiry === null) return { ok: false, error: STAKE_ERRORS.position };
  if (nowMs < expiryTimestamp(expiry)) return { ok: false, error: STAKE_ERRORS.notExpired };
  if (quantity <= 0n) return { ok: false, error: STAKE_ERRORS.position };
  return { ok: true, value: { tc: RATE_ONE, received: quantity, toPool: 0n } };
}
