import type { PoolAsset } from "@ux/core/amm";

/**
 * The peer of core's exact quote: the textbook weighted out-given-in, Bo * (1 - (Bi / (Bi + in'))^(wi/wo)), in
 * float64 as a quick estimate would compute it. Inexact (no pool-favoured rounding), so the bench compares only
 * how fast each answers, in the same process and runs.
 */
export function floatOutGivenIn(
  tokenIn: PoolAsset,
  tokenOut: PoolAsset,
  amountIn: bigint,
  feeBps: number,
): number {
  const before = Number(tokenIn.balance);
  const added = Number(amountIn) * (1 - feeBps / 10_000);
  return Number(tokenOut.balance) * (1 - (before / (before + added)) ** (tokenIn.weight / tokenOut.weight));
}
