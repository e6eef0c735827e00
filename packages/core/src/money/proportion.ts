import { BASIS_POINTS_TOTAL } from "./moneyConstants";
import { mulDiv, type RoundingMode } from "./rounding";
import { formatUnitsTrimmed } from "./unitsText";
import { parseUserAmount, type UserAmountResult } from "./userAmount";

/**
 * Proportions are integers in basis points of 10000: pool weights and placeorder output proportions.
 * A percentage maps to it times 100 (spec: "Multi Swap proportion is the percentage times 100 (10000
 * means 100%)"), so a percentage has at most 2 decimals and is exactly a number of basis points.
 */

/** Percent text typed by a user ('33.33', '100') to basis points, strictly (at most 2 decimals, <= 100). */
export function parsePercentToBasisPoints(text: string): UserAmountResult {
  const result = parseUserAmount(text, 2);
  if (result.ok && result.units > BASIS_POINTS_TOTAL) {
    return { ok: false, code: "too-large", error: "A percentage cannot be above 100" };
  }
  return result;
}

/** Whole percent (0..100) to basis points: 100 -> 10000. */
export function percentToBasisPoints(percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent ${percent} is not an integer in 0..100`);
  }
  return BigInt(percent) * 100n;
}

/** Basis points to percent text without trailing zeros: 3333 -> '33.33', 5000 -> '50', 3350 -> '33.5'. */
export function basisPointsToPercentText(basisPoints: bigint | number): string {
  return formatUnitsTrimmed(BigInt(basisPoints), 2);
}

/** Pool weight display, weight/100 percent: 3333 -> '33.33%', 5000 -> '50%'. */
export function formatWeightPercent(weight: bigint | number): string {
  return `${basisPointsToPercentText(weight)}%`;
}

/** True when every proportion is in 0..10000 and they add up to exactly 10000. */
export function proportionsAreComplete(proportions: readonly bigint[]): boolean {
  if (proportions.some((p) => p < 0n || p > BASIS_POINTS_TOTAL)) return false;
  return proportions.reduce((sum, p) => sum + p, 0n) === BASIS_POINTS_TOTAL;
}

/** amount * basisPoints / 10000, rounded down by default (a share shown or paid out is never inflated). */
export function shareOfBasisPoints(amount: bigint, basisPoints: bigint, mode: RoundingMode = "down"): bigint {
  return mulDiv(amount, basisPoints, BASIS_POINTS_TOTAL, mode);
}
