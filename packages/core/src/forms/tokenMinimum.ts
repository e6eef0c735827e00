import { decimalToUnits, parseDecimal } from "../money/decimalValue";
import { formatUnitsTrimmed } from "../money/unitsText";

/**
 * A token's minimum trade in units (spec 2 §5): the larger of 1/10^decimals (one unit) and the pool's
 * min_trade for it, the latter rounded UP to the token's precision so the minimum is never understated.
 */
export function tokenMinimumUnits(decimals: number, poolMinTrade?: string | number | null): bigint {
  const minTrade = poolMinTrade === undefined || poolMinTrade === null ? null : parseDecimal(poolMinTrade);
  const poolUnits = minTrade === null ? 0n : decimalToUnits(minTrade, decimals, "up");
  return poolUnits > 1n ? poolUnits : 1n;
}

/** A minimum or limit as shown in messages: exact, without trailing zeros ('0.0001', '5', '0.01'). */
export function formatLimit(units: bigint, decimals: number): string {
  return formatUnitsTrimmed(units, decimals);
}
