import { isDecimalText } from "./decimalText";
import { groupThousands } from "./groupThousands";

/**
 * Formats decimal text as US dollars with cents, rounding half up in bigint: '1234567.895' -> '$1,234,567.90'.
 * Returns null for text that is not a plain decimal. Written out rather than with core's money helpers for
 * the landing page's JavaScript budget (see numberToDecimalText).
 */
export function formatUsd(decimalText: string): string | null {
  if (!isDecimalText(decimalText)) return null;
  const negative = decimalText.startsWith("-");
  const [whole = "0", fraction = ""] = decimalText.replace("-", "").split(".");
  const keptCents = BigInt(whole + fraction.padEnd(2, "0").slice(0, 2));
  const roundUp = (fraction[2] ?? "0") >= "5" ? 1n : 0n;
  const cents = keptCents + roundUp;
  const dollars = (cents / 100n).toString();
  const centsText = (cents % 100n).toString().padStart(2, "0");
  const sign = negative && cents > 0n ? "-" : "";
  return `${sign}$${groupThousands(dollars)}.${centsText}`;
}
