import { type OrderOutput, type OrderResult, placeOrder } from "./placeOrder";
import { BPS, type Pool } from "./pool";

const PERCENT_TEXT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/**
 * A typed percentage '0'..'100' (at most 2 decimals) as a placeorder proportion (percent * 100), or null.
 */
export function percentToProportion(text: string): number | null {
  const match = PERCENT_TEXT.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return value <= BPS ? value : null;
}

/**
 * Unbalanced Remove Liquidity: burn `lpAmount` LP into pool tokens by share. Shares are proportions 0..10000
 * (percent * 100) that must sum to exactly 10000; zero shares are left out of the order, which is then the
 * same LP-in placeorder settlement runs (each leg a single-asset exit with its fees).
 */
export function estimateRemoveLiquidity(
  pool: Pool,
  lpAmount: bigint,
  shares: readonly OrderOutput[],
): OrderResult {
  let sum = 0;
  for (const share of shares) {
    if (!Number.isInteger(share.proportion) || share.proportion < 0 || share.proportion > BPS) {
      return { ok: false, reason: "bad_proportions", detail: "each percentage must be 0 to 100" };
    }
    sum += share.proportion;
  }
  if (sum !== BPS) return { ok: false, reason: "bad_proportions", detail: "percentages must add up to 100" };
  return placeOrder(
    pool,
    { token: pool.lp, amount: lpAmount },
    shares.filter((s) => s.proportion > 0),
  );
}
