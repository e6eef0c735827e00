import { minimumReceived } from "@ux/core/amm";
import { DISPLAY_DECIMALS, divide, pow10 } from "@ux/core/money";

/**
 * The minimum an order output may pay for a tolerance, as the form shows it and as the order sends it: core
 * minimumReceived (rounded down), then rounded down to the decimals the form shows (4, fewer for tokens with
 * fewer). Both roundings only lower the minimum, and what is shown is then exactly what the contract checks.
 */
export function protectedMinimum(
  estimate: bigint,
  toleranceBps: bigint,
  decimals: number,
  shownDecimals: number = DISPLAY_DECIMALS,
): bigint {
  const minimum = minimumReceived(estimate, toleranceBps);
  if (shownDecimals >= decimals) return minimum;
  const step = pow10(decimals - shownDecimals);
  return divide(minimum, step, "down") * step;
}
