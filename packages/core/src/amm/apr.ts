import { formatUnits } from "../money/unitsText";
import { APR_DAYS_PER_YEAR } from "./ammConstants";

/**
 * Estimated APR = fees_24h / liquidity * 365 * 100 (spec 2 §9), as hundredths of a percent rounded down
 * (a best-effort estimate never overstates). Both amounts in the same unit (e.g. USD fixed point).
 */
export function aprHundredths(fees24h: bigint, liquidity: bigint): bigint {
  if (liquidity <= 0n || fees24h <= 0n) return 0n;
  return (fees24h * BigInt(APR_DAYS_PER_YEAR) * 100n * 100n) / liquidity;
}

/** 1234n -> '12.34%'. */
export function formatPercentHundredths(hundredths: bigint): string {
  return `${formatUnits(hundredths, 2)}%`;
}

export function formatApr(fees24h: bigint, liquidity: bigint): string {
  return formatPercentHundredths(aprHundredths(fees24h, liquidity));
}

/** Pool weight display: bps / 100 as a percent, 3333 -> '33.33%'. */
export function formatWeight(weightBps: number): string {
  if (!Number.isInteger(weightBps)) throw new RangeError("weight must be an integer number of bps");
  return formatPercentHundredths(BigInt(weightBps));
}
