import { DISPLAY_DECIMALS } from "./moneyConstants";
import { divide, pow10, type RoundingMode } from "./rounding";
import { formatUnits } from "./unitsText";

/**
 * Text of an amount for display with a fixed number of decimals (the spec shows amounts and estimates
 * to 4 decimals, tables to 2). Rounds DOWN by default: a balance or an estimated receive amount shown
 * as available must never be more than what the user actually has or will get. Tokens with fewer
 * decimals than shown are padded ('5.0000' for 5 units of a 0-decimal token).
 */
export function formatDisplay(
  units: bigint,
  decimals: number,
  shownDecimals: number = DISPLAY_DECIMALS,
  mode: RoundingMode = "down",
): string {
  if (shownDecimals >= decimals) return formatUnits(units * pow10(shownDecimals - decimals), shownDecimals);
  return formatUnits(divide(units, pow10(decimals - shownDecimals), mode), shownDecimals);
}

/** formatDisplay followed by the symbol code: '1.2345 UTX'. */
export function formatDisplayWithSymbol(
  units: bigint,
  decimals: number,
  code: string,
  shownDecimals: number = DISPLAY_DECIMALS,
  mode: RoundingMode = "down",
): string {
  return `${formatDisplay(units, decimals, shownDecimals, mode)} ${code}`;
}
