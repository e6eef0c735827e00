import { assetIndex, type Pool, type TokenId } from "./pool";
import { inGivenOut } from "./swapMath";

/**
 * in-given-out of `from` -> `to` in one pool: the smallest input whose out-given-in is at least `amountOut`
 * (what the swap screen needs when the user types the amount to receive). Null when the pool does not hold
 * both tokens or cannot pay `amountOut`.
 */
export function inputForOutputInPool(
  pool: Pool,
  from: TokenId,
  to: TokenId,
  amountOut: bigint,
): bigint | null {
  const assetIn = pool.assets[assetIndex(pool, from)];
  const assetOut = pool.assets[assetIndex(pool, to)];
  if (!assetIn || !assetOut || assetIn === assetOut) return null;
  return inGivenOut(assetIn, assetOut, amountOut, pool.fee_bps);
}
