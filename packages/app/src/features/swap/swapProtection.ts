import { priceImpactBps } from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import { DISPLAY_DECIMALS } from "@ux/core/money";
import { unitsSpot } from "../../shared/slippage/priceImpact";
import { protectedMinimum } from "../../shared/slippage/protectedMinimum";
import { type SwapEstimate, shownAmountText } from "./swapEstimate";
import { planPrice } from "./swapUnitPrice";

/** What protects a swap: the least the order may pay out, and its price impact. */
export interface SwapProtection {
  /** Units of the to-token: shown as 'Minimum received' and sent on chain, the same number. */
  readonly minimum: bigint;
  /** The minimum formatted as the estimate is ('9.9289 UTX'). */
  readonly minimumText: string;
  /** Price impact in bps against the plan's spot price (both pools of a hop); null without a spot price. */
  readonly impactBps: bigint | null;
}

/**
 * The protection of an estimate that would execute (both amounts known), for a tolerance in bps: the
 * minimum is core minimumReceived of the receive estimate, rounded down to the 4 decimals the form shows;
 * the impact is core priceImpactBps of the amounts against spot (the unit price the form shows).
 */
export function swapProtection(
  estimate: SwapEstimate | null,
  from: TokenWithDecimals,
  to: TokenWithDecimals,
  toleranceBps: bigint,
): SwapProtection | null {
  const { plan, sendUnits, receiveUnits } = estimate ?? {};
  if (!plan || !sendUnits || !receiveUnits) return null;
  const shown = Math.min(DISPLAY_DECIMALS, to.decimals);
  const minimum = protectedMinimum(receiveUnits, toleranceBps, to.decimals, shown);
  const spot = planPrice(plan, from, to);
  const units = spot === null ? null : unitsSpot(spot, from.decimals, to.decimals);
  return {
    minimum,
    minimumText: `${shownAmountText(minimum, to.decimals)} ${to.symbol}`,
    impactBps: units === null ? null : priceImpactBps(sendUnits, receiveUnits, units.num, units.den),
  };
}
