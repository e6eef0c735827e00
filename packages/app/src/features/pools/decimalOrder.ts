import { type DecimalValue, parseDecimal, pow10 } from "@ux/core/money";

/** Exact order of two decimals: -1, 0 or 1 (both brought to the larger scale, then compared as bigint). */
function compareDecimals(a: DecimalValue, b: DecimalValue): number {
  const scale = Math.max(a.scale, b.scale);
  const left = a.mantissa * pow10(scale - a.scale);
  const right = b.mantissa * pow10(scale - b.scale);
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * Exact order of two decimal texts ('0.1' < '0.10000000000000001'), where a float comparison would call
 * them equal. Unreadable or missing values are undefined here; callers decide where those sort.
 */
export function compareDecimalTexts(a: string, b: string): number | undefined {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  if (left === null || right === null) return undefined;
  return compareDecimals(left, right);
}
