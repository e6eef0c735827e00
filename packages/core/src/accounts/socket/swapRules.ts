import { maximumPerSwap, minimumPerSwap } from "../../forms/messages";
import { formatLimit } from "../../forms/tokenMinimum";
import { parseDecimal } from "../../money/decimalValue";
import { mulDiv, pow10 } from "../../money/rounding";
import { usdCostToTokenUnits, usdRateOf } from "../../money/usd";

/*
 * The swap service's money rules (ARCHITECTURE.md §8), bigint units only, shared by the service (which
 * checks payments with them) and the pages (which show what to pay): the account cost per payment token,
 * the receive amount of a pair, and the per-swap limits.
 */

/** USD rates by token symbol as decimal text ('2500.5'); USDT always counts as 1. */
export type UsdRates = Readonly<Record<string, string | number | undefined>>;

/**
 * A new account's cost in units of the payment token: the USD cost divided by the token's USD rate, rounded
 * UP to the token's precision so a payment of exactly this amount is never short. Null without a usable rate.
 */
export function accountCostUnits(
  usdCost: string | number,
  symbol: string,
  decimals: number,
  usdRates: UsdRates,
): bigint | null {
  const rate = usdRateOf(symbol, usdRates);
  return rate === null ? null : usdCostToTokenUnits(usdCost, rate, decimals);
}

/**
 * Receive = send x pair rate (spec 1 §9), converted between the two tokens' decimals and rounded down (the
 * receiver is never promised more). Null when the rate is not a non-negative number.
 */
export function receiveUnits(
  sendUnits: bigint,
  sendDecimals: number,
  pairRate: string | number,
  receiveDecimals: number,
): bigint | null {
  const rate = parseDecimal(pairRate);
  if (rate === null || rate.mantissa < 0n) return null;
  return mulDiv(sendUnits * rate.mantissa, pow10(receiveDecimals), pow10(sendDecimals + rate.scale), "down");
}

/** Per-swap limits in units of the send token (the service publishes them with each pair). */
export interface SwapLimitUnits {
  minTx: bigint;
  maxTx: bigint;
  /** The larger maximum for a receiver the KYC registry verified. */
  maxTxKYC: bigint;
}

/** The maximum that applies: maxTxKYC for a verified receiver, maxTx otherwise. */
export function maximumFor(limits: SwapLimitUnits, receiverVerified: boolean): bigint {
  return receiverVerified ? limits.maxTxKYC : limits.maxTx;
}

/**
 * The spec's refusal for an amount outside the limits ('Minimum {n} {symbol} per swap', 'Maximum {n}
 * {symbol} per swap'), or null when it is within them.
 */
export function swapLimitError(
  units: bigint,
  limits: SwapLimitUnits,
  receiverVerified: boolean,
  token: { symbol: string; decimals: number },
): string | null {
  if (units < limits.minTx) return minimumPerSwap(formatLimit(limits.minTx, token.decimals), token.symbol);
  const max = maximumFor(limits, receiverVerified);
  if (units > max) return maximumPerSwap(formatLimit(max, token.decimals), token.symbol);
  return null;
}
