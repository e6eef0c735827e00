import { BASIS_POINTS_TOTAL } from "../money/moneyConstants";
import { failed, type ParseResult, parsed } from "../money/parseResult";
import { mulDiv } from "../money/rounding";
import { parseUserAmount } from "../money/userAmount";

/*
 * Protected trades (#17): a slippage tolerance turns an estimate into the minimum the contract must pay, and
 * price impact is sorted into the bands the best swap front ends use. Tolerances and impacts are basis points
 * (1 = 0.01%), so every figure here is an exact integer.
 */

/** 'Auto': 0.5%, the common default for volatile pairs. */
export const SLIPPAGE_AUTO_BPS = 50n;
/** Above 50% a "minimum" no longer protects anything; such a tolerance is refused. */
export const SLIPPAGE_MAX_BPS = 5_000n;
/** Above 5% the order invites being traded against: warned. */
export const SLIPPAGE_HIGH_WARNING_BPS = 500n;
/** Below 0.05% ordinary pool movement between estimate and settlement refunds the order: warned. */
export const SLIPPAGE_LOW_WARNING_BPS = 5n;

/**
 * The least an order may pay for a tolerance: estimate x (1 - tolerance), rounded down so the check never
 * refuses the estimate itself. The contract compares each paid output with exactly this number.
 */
export function minimumReceived(estimate: bigint, toleranceBps: bigint): bigint {
  if (estimate < 0n) throw new RangeError("minimumReceived: negative estimate");
  if (toleranceBps < 0n || toleranceBps > BASIS_POINTS_TOTAL) {
    throw new RangeError(
      `minimumReceived: tolerance ${toleranceBps} bps is outside 0..${BASIS_POINTS_TOTAL}`,
    );
  }
  return mulDiv(estimate, BASIS_POINTS_TOTAL - toleranceBps, BASIS_POINTS_TOTAL, "down");
}

export type SlippageWarning = "high" | "low";

/** 'high' above 5%, 'low' below 0.05%, otherwise null. */
export function slippageWarning(toleranceBps: bigint): SlippageWarning | null {
  if (toleranceBps > SLIPPAGE_HIGH_WARNING_BPS) return "high";
  if (toleranceBps < SLIPPAGE_LOW_WARNING_BPS) return "low";
  return null;
}

/** A custom tolerance typed as a percent ('0.8', '1.25'): at most 2 decimals, above 0, at most 50. */
export function parseSlippagePercent(text: string): ParseResult<bigint> {
  const result = parseUserAmount(text, 2);
  if (!result.ok) return failed(result.code, result.error);
  if (result.units === 0n) return failed("zero", "A slippage tolerance must be above 0%");
  if (result.units > SLIPPAGE_MAX_BPS) return failed("too-large", "A slippage tolerance cannot be above 50%");
  return parsed(result.units);
}

/** Price impact bands: under 1%, 1-3%, 3-5%, above 5%. */
export type PriceImpactBand = "low" | "medium" | "high" | "severe";

export function priceImpactBand(impactBps: bigint): PriceImpactBand {
  if (impactBps < 100n) return "low";
  if (impactBps < 300n) return "medium";
  if (impactBps <= 500n) return "high";
  return "severe";
}

/** Above 15% impact the trade needs a typed confirmation. */
export const PRICE_IMPACT_CONFIRM_BPS = 1_500n;
/** What the user types to confirm such a trade. */
export const PRICE_IMPACT_CONFIRM_WORD = "confirm";

export function needsImpactConfirmation(impactBps: bigint): boolean {
  return impactBps > PRICE_IMPACT_CONFIRM_BPS;
}

/**
 * Price impact in bps of a trade that pays `received` where the spot price (`spotNum / spotDen` output units
 * per input unit, before fees) would pay `spent x spot`: the shortfall over that ideal, rounded up so a
 * trade is never put in a milder band than it is. Zero when the trade pays at or above spot.
 */
export function priceImpactBps(spent: bigint, received: bigint, spotNum: bigint, spotDen: bigint): bigint {
  if (spent <= 0n || spotNum <= 0n || spotDen <= 0n) return 0n;
  const idealScaled = spent * spotNum; // ideal output x spotDen
  const receivedScaled = received * spotDen;
  if (receivedScaled >= idealScaled) return 0n;
  return mulDiv(idealScaled - receivedScaled, BASIS_POINTS_TOTAL, idealScaled, "up");
}
