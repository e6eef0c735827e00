import {
  DISPLAY_DECIMALS,
  decimalToUnits,
  formatDisplay,
  formatUnits,
  parseAsset,
  parseDecimal,
} from "@ux/core/money";
import { formatUsd } from "../../shared/format/formatUsd";
import { groupThousands } from "../../shared/format/groupThousands";

/** Shown where a figure is unknown (missing from the summary or unreadable). */
export const NO_FIGURE = "—";

/** A decimal text with its whole part grouped: '1234.5' -> '1,234.5'. */
function groupWhole(text: string): string {
  const [whole = "", fraction] = text.split(".");
  const grouped = groupThousands(whole);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A USD amount as '$1,234.57'; a dash when unknown. */
export function usdFigure(decimalText: string | undefined): string {
  return decimalText === undefined ? NO_FIGURE : (formatUsd(decimalText) ?? NO_FIGURE);
}

/**
 * An instant token price with the spec's 4 display decimals, rounded down so a small price ('0.0123')
 * does not read as '$0.01': '$1,234.5678'.
 */
export function usdPriceFigure(decimalText: string | undefined): string {
  const value = decimalText === undefined ? null : parseDecimal(decimalText);
  if (value === null || value.mantissa < 0n) return NO_FIGURE;
  return `$${groupWhole(formatUnits(decimalToUnits(value, DISPLAY_DECIMALS, "down"), DISPLAY_DECIMALS))}`;
}

/** Percent text with 2 decimals, toward zero ('12.3456' -> 12.34, '-0.129' -> -0.12); null when unreadable. */
function percentHundredthsText(decimalText: string | undefined): { negative: boolean; text: string } | null {
  const value = decimalText === undefined ? null : parseDecimal(decimalText);
  if (value === null) return null;
  const negative = value.mantissa < 0n;
  const magnitude = { mantissa: negative ? -value.mantissa : value.mantissa, scale: value.scale };
  const hundredths = decimalToUnits(magnitude, 2, "down");
  return { negative: negative && hundredths > 0n, text: formatUnits(hundredths, 2) };
}

/** An estimated APR percent ('12.3456') as '12.34%' (truncated: an estimate never overstates). */
export function percentFigure(decimalText: string | undefined): string {
  const percent = percentHundredthsText(decimalText);
  if (percent === null) return NO_FIGURE;
  return `${percent.negative ? "-" : ""}${percent.text}%`;
}

export type ChangeTone = "up" | "down" | "flat";

/** A percent change with its sign: '+12.34%' when positive (spec), '-3.10%', '0.00%'; a dash when unknown. */
export function percentChangeFigure(decimalText: string | undefined): { text: string; tone: ChangeTone } {
  const percent = percentHundredthsText(decimalText);
  if (percent === null) return { text: NO_FIGURE, tone: "flat" };
  if (percent.negative) return { text: `-${percent.text}%`, tone: "down" };
  if (/^0\.00$/.test(percent.text)) return { text: `${percent.text}%`, tone: "flat" };
  return { text: `+${percent.text}%`, tone: "up" };
}

/** A pool asset quantity ('1234.56789012 WAX') with the spec's 4 display decimals: '1,234.5678 WAX'. */
export function quantityFigure(quantityText: string): string {
  const asset = parseAsset(quantityText.trim());
  if (!asset.ok) return quantityText;
  const { amount, symbol } = asset.value;
  return `${groupWhole(formatDisplay(amount, symbol.precision))} ${symbol.code}`;
}

/** LP units of a balance as '12.3456 LPB' (4 decimals, rounded down: never more than the user has). */
export function lpAmountFigure(units: bigint, decimals: number, symbol: string): string {
  return `${groupWhole(formatDisplay(units, decimals))} ${symbol}`;
}
