import { belowMinimum, poolTokenDecimals } from "./orderMinimums";
import { type OrderFailure, type OrderFee, placeOrder } from "./placeOrder";
import { assetIndex, type Pool, type TokenAmount, type TokenId, tokenKey } from "./pool";
import { inGivenOut } from "./swapMath";

export interface UfxHopFill {
  readonly ok: true;
  readonly ufxAmount: bigint;
  readonly amountOut: bigint;
  /** The two UFX pools after the hop. */
  readonly first: Pool;
  readonly second: Pool;
  readonly fees: readonly OrderFee[];
}

export type UfxHopResult = UfxHopFill | OrderFailure;

function isUfxPair(pool: Pool, ufx: TokenId, other: TokenId): boolean {
  return pool.is_ufx_pool && assetIndex(pool, ufx) >= 0 && assetIndex(pool, other) >= 0;
}

/**
 * ufxhop: X -> UFX in the first UFX pool (UFX/X), then UFX -> Y in the second (UFX/Y); each leg is a full
 * placeorder (fee, minimums). If either leg cannot execute, or the Y it pays is below `minOutput` (protected
 * trades, reason 'below_minimum'), the whole hop fails: neither pool changes and X is refunded.
 */
export function ufxHop(
  first: Pool,
  second: Pool,
  input: TokenAmount,
  ufx: TokenId,
  to: TokenId,
  minOutput: bigint | null = null,
): UfxHopResult {
  if (!isUfxPair(first, ufx, input.token) || !isUfxPair(second, ufx, to)) {
    const detail = `no UFX pools for ${tokenKey(input.token)} -> ${tokenKey(to)}`;
    return { ok: false, reason: "unknown_token", detail };
  }
  const leg1 = placeOrder(first, input, [{ token: ufx, proportion: 10_000 }]);
  if (!leg1.ok) return leg1;
  const ufxAmount = leg1.outputs[0]?.amount ?? 0n;
  const secondNow = second.id === first.id ? leg1.pool : second;
  const leg2 = placeOrder(secondNow, { token: ufx, amount: ufxAmount }, [{ token: to, proportion: 10_000 }]);
  if (!leg2.ok) return leg2;
  const minimums = minOutput === null ? null : [minOutput];
  const short = belowMinimum(leg2.outputs, minimums, (token) => poolTokenDecimals(second, token));
  if (short) return short;
  return {
    ok: true,
    ufxAmount,
    amountOut: leg2.outputs[0]?.amount ?? 0n,
    first: leg1.pool,
    second: leg2.pool,
    fees: [...leg1.fees, ...leg2.fees],
  };
}

/**
 * Smallest X input whose hop yields at least `amountOut` of Y: the UFX the second pool needs, then the X the
 * first pool needs for that UFX (both legs are monotonic). Null when either pool cannot pay.
 */
export function ufxHopInGivenOut(
  first: Pool,
  second: Pool,
  from: TokenId,
  ufx: TokenId,
  to: TokenId,
  amountOut: bigint,
): bigint | null {
  const x = first.assets[assetIndex(first, from)];
  const u1 = first.assets[assetIndex(first, ufx)];
  const u2 = second.assets[assetIndex(second, ufx)];
  const y = second.assets[assetIndex(second, to)];
  if (!x || !u1 || !u2 || !y) return null;
  const ufxNeeded = inGivenOut(u2, y, amountOut, second.fee_bps);
  if (ufxNeeded === null) return null;
  return inGivenOut(x, u1, ufxNeeded, first.fee_bps);
}
