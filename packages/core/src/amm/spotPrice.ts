import { assetIndex, BPS_BIG, type Pool, type TokenId } from "./pool";
import { type Rational, rational } from "./rational";

/**
 * Spot price of one whole `base` token in whole `quote` tokens, no fee: (Bq/wq)/(Bb/wb), scaled by the two
 * precisions. Null when a token is missing or a balance is zero.
 */
export function spotPrice(pool: Pool, base: TokenId, quote: TokenId): Rational | null {
  const b = pool.assets[assetIndex(pool, base)];
  const q = pool.assets[assetIndex(pool, quote)];
  if (!b || !q || b.balance <= 0n || q.balance <= 0n) return null;
  const num = q.balance * BigInt(b.weight) * 10n ** BigInt(b.decimals);
  const den = b.balance * BigInt(q.weight) * 10n ** BigInt(q.decimals);
  return rational(num, den);
}

/** Unit price both ways, as the swap screen shows them: 1 A in B and 1 B in A. */
export function unitPrices(pool: Pool, a: TokenId, b: TokenId): { aInB: Rational; bInA: Rational } | null {
  const aInB = spotPrice(pool, a, b);
  if (!aInB) return null;
  return { aInB, bInA: rational(aInB.den, aInB.num) };
}

/** Spot price of one whole LP token in whole `token` units: Bi / (wi * S), wi as a fraction of 10000. */
export function lpSpotPrice(pool: Pool, token: TokenId): Rational | null {
  const asset = pool.assets[assetIndex(pool, token)];
  if (!asset || asset.balance <= 0n || pool.lp.supply <= 0n) return null;
  const num = asset.balance * BPS_BIG * 10n ** BigInt(pool.lp.decimals);
  const den = BigInt(asset.weight) * pool.lp.supply * 10n ** BigInt(asset.decimals);
  return rational(num, den);
}

/** Realised price of a quote: whole output tokens per whole input token. Null for a zero input. */
export function effectivePrice(
  amountIn: bigint,
  decimalsIn: number,
  amountOut: bigint,
  decimalsOut: number,
): Rational | null {
  if (amountIn <= 0n) return null;
  return rational(amountOut * 10n ** BigInt(decimalsIn), amountIn * 10n ** BigInt(decimalsOut));
}
