import type { TokenId } from "@ux/core/amm";
import { formatRational, type Rational, rational, spotPrice, unitPrices } from "@ux/core/amm";
import { DISPLAY_DECIMALS } from "@ux/core/money";
import type { SwapPlan } from "./swapEstimate";

/** 1 `base` in `quote` through the plan's pools, at spot (no fee, no price impact). */
export function planPrice(plan: SwapPlan, base: TokenId, quote: TokenId): Rational | null {
  if (plan.kind === "direct") return unitPrices(plan.pool, base, quote)?.aInB ?? null;
  const toUfx = spotPrice(plan.first, base, plan.ufx);
  const fromUfx = spotPrice(plan.second, plan.ufx, quote);
  if (toUfx === null || fromUfx === null) return null;
  return rational(toUfx.num * fromUfx.num, toUfx.den * fromUfx.den);
}

/**
 * The unit price both ways (spec 2 §2), e.g. ['1 EOS = 8.0000 UTX', '1 UTX = 0.1250 EOS'], to 4 decimals
 * rounded to the nearest (a rate, not an amount anyone is paid). Null when a pool balance is empty.
 */
export function swapUnitPriceTexts(plan: SwapPlan, from: TokenId, to: TokenId): [string, string] | null {
  const price = planPrice(plan, from, to);
  if (price === null || price.num === 0n) return null;
  const inverse = rational(price.den, price.num);
  return [
    `1 ${from.symbol} = ${formatRational(price, DISPLAY_DECIMALS)} ${to.symbol}`,
    `1 ${to.symbol} = ${formatRational(inverse, DISPLAY_DECIMALS)} ${from.symbol}`,
  ];
}
