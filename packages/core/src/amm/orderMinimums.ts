import { formatAsset } from "../money/asset";
import type { OrderFailure } from "./placeOrder";
import { assetIndex, isLpToken, type Pool, type TokenAmount, type TokenId } from "./pool";

/*
 * Protected trades (#17): an order may carry the least each output must pay ("minimum received", units, one
 * per paid output in output order). Settlement pays what the math gives when every output reaches its
 * minimum and otherwise refunds the whole order (reason 'below_minimum'), leaving the pool as it was. The
 * contract runs exactly this check (settleOrders, ufxHop); the app's minimum is slippage.ts'
 * minimumReceived of its estimate.
 */

/** The precision a pool gives one of its tokens (an asset or its LP token); undefined for any other. */
export function poolTokenDecimals(pool: Pool, token: TokenId): number | undefined {
  if (isLpToken(pool, token)) return pool.lp.decimals;
  return pool.assets[assetIndex(pool, token)]?.decimals;
}

/** The report detail of a refund for a minimum: 'would pay 9.9000 UTX, below the minimum received 9.9500 UTX'. */
export function belowMinimumDetail(paid: bigint, minimum: bigint, symbol: string, decimals: number): string {
  const text = (amount: bigint) => formatAsset({ amount, symbol: { code: symbol, precision: decimals } });
  return `would pay ${text(paid)}, below the minimum received ${text(minimum)}`;
}

const BELOW_MINIMUM_DETAIL = /^would pay (\S+ [A-Z]{1,7}), below the minimum received (\S+ [A-Z]{1,7})$/;

/** Both amounts of a belowMinimumDetail text ('9.9000 UTX' each), or null for any other text. */
export function parseBelowMinimumDetail(detail: string): { paid: string; minimum: string } | null {
  const match = BELOW_MINIMUM_DETAIL.exec(detail);
  return match ? { paid: match[1] as string, minimum: match[2] as string } : null;
}

/**
 * The refund of an order whose paid outputs do not all reach their minimums (the first one short is named),
 * or null when every output is at least its minimum or the order has none. Minimums that do not match the
 * outputs one for one (which placement refuses) refund too: a protection is never silently dropped.
 */
export function belowMinimum(
  paid: readonly TokenAmount[],
  minimums: readonly bigint[] | null | undefined,
  decimalsOf: (token: TokenId) => number | undefined,
): OrderFailure | null {
  if (minimums === null || minimums === undefined) return null;
  if (minimums.length !== paid.length) {
    const detail = `${minimums.length} minimum(s) for ${paid.length} output(s)`;
    return { ok: false, reason: "below_minimum", detail };
  }
  for (const [i, output] of paid.entries()) {
    const minimum = minimums[i] ?? 0n;
    if (output.amount >= minimum) continue;
    const decimals = decimalsOf(output.token) ?? 0;
    const detail = belowMinimumDetail(output.amount, minimum, output.token.symbol, decimals);
    return { ok: false, reason: "below_minimum", detail };
  }
  return null;
}
