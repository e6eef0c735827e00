import { ceilDiv } from "./bigintMath";
import { BPS_BIG, MAX_ASSET_AMOUNT } from "./pool";
import { exponentOf, scaledPow, scaledPowCapped } from "./scaledPow";

/** One side of a swap: the pool balance (units) and the token's weight (bps). */
export interface SwapSide {
  readonly balance: bigint;
  readonly weight: number;
}

/**
 * Weighted out-given-in with the fee taken from the input:
 *   out = Bo * (1 - (Bi / (Bi + in*(1-fee)))^(wi/wo))
 * computed as Bo - ceil(Bo * ratio^(wi/wo)) with the ratio kept exact (fee in bps), so the result is the exact
 * real value rounded down: never more than the pool holds and never its whole balance.
 */
export function outGivenIn(tokenIn: SwapSide, tokenOut: SwapSide, amountIn: bigint, feeBps: number): bigint {
  if (amountIn <= 0n || tokenIn.balance <= 0n || tokenOut.balance <= 0n) return 0n;
  const before = tokenIn.balance * BPS_BIG;
  const added = amountIn * (BPS_BIG - BigInt(feeBps));
  // Equal weights: out = Bo*in'/(Bi+in'), exact in one division.
  if (tokenIn.weight === tokenOut.weight) return (tokenOut.balance * added) / (before + added);
  const exponent = exponentOf(tokenIn.weight, tokenOut.weight);
  return tokenOut.balance - scaledPow(tokenOut.balance, before, before + added, exponent, "ceil");
}

/**
 * Weighted in-given-out: the smallest input whose out-given-in is at least `amountOut`, i.e. the exact
 *   in = Bi * ((Bo/(Bo-out))^(wo/wi) - 1) / (1-fee)
 * rounded up. Null when the pool cannot pay `amountOut` (not below its balance) or the input would exceed the
 * largest asset amount.
 */
export function inGivenOut(
  tokenIn: SwapSide,
  tokenOut: SwapSide,
  amountOut: bigint,
  feeBps: number,
): bigint | null {
  if (amountOut <= 0n) return 0n;
  if (tokenIn.balance <= 0n || amountOut >= tokenOut.balance) return null;
  const keep = BPS_BIG - BigInt(feeBps);
  const exponent = exponentOf(tokenOut.weight, tokenIn.weight);
  const limit = tokenIn.balance + MAX_ASSET_AMOUNT;
  const grown = scaledPowCapped(
    tokenIn.balance,
    tokenOut.balance,
    tokenOut.balance - amountOut,
    exponent,
    "ceil",
    limit,
  );
  if (grown === null) return null;
  // Upper bound of the exact input (two ceilings): at most ~2 units above the smallest sufficient input,
  // which is ceil(exact) because outGivenIn is the exact value rounded down.
  let amount = ceilDiv((grown - tokenIn.balance) * BPS_BIG, keep);
  while (amount > 1n && outGivenIn(tokenIn, tokenOut, amount - 1n, feeBps) >= amountOut) amount -= 1n;
  while (outGivenIn(tokenIn, tokenOut, amount, feeBps) < amountOut) amount += 1n;
  return amount > MAX_ASSET_AMOUNT ? null : amount;
}
