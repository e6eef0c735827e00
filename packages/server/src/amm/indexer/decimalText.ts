import { decimalToUnits, formatUnits, formatUnitsTrimmed, parseDecimal, USD_DECIMALS } from "@ux/core/money";
import { PRICE_DECIMALS } from "./usdPrices";

/** USD units (6 decimals) as decimal text with every decimal: '1234.500000'. */
export function usdText(units: bigint): string {
  return formatUnits(units, USD_DECIMALS);
}

/** A price (12 decimals) as exact decimal text without trailing zeros: '0.0123'. */
export function priceText(price: bigint): string {
  return formatUnitsTrimmed(price, PRICE_DECIMALS);
}

/** Hundredths of a percent as text with 2 decimals: 1234n -> '12.34', -5n -> '-0.05'. */
export function percentText(hundredths: bigint): string {
  return formatUnits(hundredths, 2);
}

/** Percent change from `prior` to `current` in hundredths, rounded toward zero; null when prior is 0. */
export function percentChange(prior: bigint, current: bigint): bigint | null {
  if (prior === 0n) return current === 0n ? 0n : null;
  return ((current - prior) * 10_000n) / prior;
}

/** Decimal text (from SQL numeric) to USD units, extra decimals rounded down; '' or null read as 0. */
export function usdUnitsOfText(text: string | null | undefined): bigint {
  if (!text) return 0n;
  const value = parseDecimal(text);
  if (value === null) throw new RangeError(`not a decimal: ${text}`);
  return decimalToUnits(value, USD_DECIMALS, "down");
}
