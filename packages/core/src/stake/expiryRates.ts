import { scaledPow } from "../amm/scaledPow";
import { DAYS_PER_YEAR, RATE_ONE, rateDays } from "./stakeRate";
import { groupYield, type YieldCurve } from "./yieldCurve";

/*
 * One expiry's rates (ARCHITECTURE.md §7, spec 2 §3 'Expiry rate'), exact in RATE_ONE units and always
 * rounded in the operator's favour, so that a figure shown is never more than what is paid:
 *   discount D = (1 + y)^(-T), T = days / 365;
 *   tu = 1 - D (TU Price: the reward per staked UTX, paid now);
 *   tuReinvested = tu / (1 - tu) = 1/D - 1 (the reward restaked into the position, per staked UTX);
 *   apy = tu / T and apyReinvested = tuReinvested / T (the simple annual rates of those rewards: Utility Yield);
 *   unwind.tc = D (what a position's capital redeems for per unit before expiry; 1 at or after expiry).
 */

export interface RateGroup {
  readonly apy: bigint;
  readonly tu: bigint;
  readonly tuReinvested: bigint;
  readonly apyReinvested: bigint;
  readonly unwind: { readonly tc: bigint };
}

/** (1 + y)^(-days/365) in RATE_ONE units, rounded as asked; 1 for days <= 0. */
export function discountFactor(yieldRate: bigint, days: number, rounding: "floor" | "ceil"): bigint {
  if (days <= 0 || yieldRate === 0n) return RATE_ONE;
  return scaledPow(RATE_ONE, RATE_ONE, RATE_ONE + yieldRate, { p: days, q: DAYS_PER_YEAR }, rounding);
}

/** The rates of one group (liquid or locked) for `days` to expiry (days >= 1). */
export function rateGroup(yieldRate: bigint, days: number): RateGroup {
  const upper = discountFactor(yieldRate, days, "ceil");
  const tu = RATE_ONE - upper;
  const tuReinvested = (tu * RATE_ONE) / upper;
  const annualize = (rate: bigint) => (rate * BigInt(DAYS_PER_YEAR)) / BigInt(days);
  return {
    apy: annualize(tu),
    tu,
    tuReinvested,
    apyReinvested: annualize(tuReinvested),
    unwind: { tc: discountFactor(yieldRate, days, "floor") },
  };
}

export interface ExpiryRates {
  /** Whole days from today (UTC) to the expiry: the T of these rates. */
  readonly days: number;
  readonly liquid: RateGroup;
  readonly illiquid: RateGroup;
}

/** An expiry's rates today, or null when it is not open for staking (today or past). */
export function expiryRates(curve: YieldCurve, expiryTimestamp: number, nowMs: number): ExpiryRates | null {
  const days = rateDays(expiryTimestamp, nowMs);
  if (days < 1) return null;
  return {
    days,
    liquid: rateGroup(groupYield(curve, days, false), days),
    illiquid: rateGroup(groupYield(curve, days, true), days),
  };
}

/** rate x quantity, rounded down to the token's unit (a reward shown is never more than what is paid). */
export function rateTimes(quantity: bigint, rate: bigint): bigint {
  return (quantity * rate) / RATE_ONE;
}
