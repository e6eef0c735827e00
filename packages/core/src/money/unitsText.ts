import { pow10 } from "./rounding";

/**
 * Exact text of an integer amount of units at a number of decimals: all decimals are written
 * ('1.2300' for 12300 units at 4 decimals, '-0.0001', '5' at 0 decimals). No rounding happens here.
 */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const scale = pow10(decimals);
  const whole = (magnitude / scale).toString();
  const fraction = decimals === 0 ? "" : `.${(magnitude % scale).toString().padStart(decimals, "0")}`;
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/**
 * Exact text without trailing fractional zeros ('1.23' rather than '1.2300', '1' rather than '1.0000'):
 * used for limits and minimums in messages, where the value must be exact but need not be padded.
 */
export function formatUnitsTrimmed(units: bigint, decimals: number): string {
  const exact = formatUnits(units, decimals);
  return exact.includes(".") ? exact.replace(/\.?0+$/, "") : exact;
}
