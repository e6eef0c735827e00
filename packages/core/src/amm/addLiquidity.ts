import { type OrderResult, placeOrder } from "./placeOrder";
import { assetIndex, type Pool, sameToken, type TokenAmount, type TokenId, tokenId } from "./pool";
import type { Rational } from "./rational";

/**
 * Balanced mode of Add Liquidity: from one typed amount of one pool token, every pool token in proportion to
 * the pool balances, amount_j = floor(typed * B_j / B_k). Rounding down means the user is never asked for
 * more than the proportional amount, and the typed token keeps exactly what was typed. Null when the token is
 * not in the pool or its balance is zero.
 */
export function balancedAmounts(pool: Pool, token: TokenId, amount: bigint): TokenAmount[] | null {
  const typed = pool.assets[assetIndex(pool, token)];
  if (!typed || typed.balance <= 0n || amount < 0n) return null;
  return pool.assets.map((asset) => ({
    token: tokenId(asset),
    amount: asset === typed ? amount : (amount * asset.balance) / typed.balance,
  }));
}

/**
 * Balanced mode from a USD value typed for one token: its amount is usd / price (whole tokens, rounded down to
 * the token's precision), then the others follow the balances. `usdPerToken` is the USD price of one whole
 * token.
 */
export function balancedAmountsFromUsd(
  pool: Pool,
  token: TokenId,
  usd: Rational,
  usdPerToken: Rational,
): TokenAmount[] | null {
  const asset = pool.assets[assetIndex(pool, token)];
  if (!asset || usdPerToken.num <= 0n || usd.num < 0n) return null;
  const units = (usd.num * usdPerToken.den * 10n ** BigInt(asset.decimals)) / (usd.den * usdPerToken.num);
  return balancedAmounts(pool, token, units);
}

export interface AddLiquidityEstimate {
  /** One placeorder (10000 to the LP token) per non-zero amount, in order. */
  readonly orders: readonly OrderResult[];
  /** LP minted by the filled orders: what settlement gives if nothing else trades in between. */
  readonly lpMinted: bigint;
  /** LP a fee-free, perfectly proportional deposit would represent: min_j floor(a_j * S / B_j). */
  readonly lpProportional: bigint;
  readonly pool: Pool;
}

/** Add liquidity as the product places it: each token its own placeorder to the LP, applied in order. */
export function estimateAddLiquidity(pool: Pool, amounts: readonly TokenAmount[]): AddLiquidityEstimate {
  let current = pool;
  let lpMinted = 0n;
  const orders: OrderResult[] = [];
  for (const input of amounts) {
    if (input.amount <= 0n) continue;
    const result = placeOrder(current, input, [{ token: pool.lp, proportion: 10_000 }]);
    orders.push(result);
    if (!result.ok) continue;
    current = result.pool;
    lpMinted += result.outputs[0]?.amount ?? 0n;
  }
  return { orders, lpMinted, lpProportional: proportionalLp(pool, amounts), pool: current };
}

function proportionalLp(pool: Pool, amounts: readonly TokenAmount[]): bigint {
  let least: bigint | null = null;
  for (const asset of pool.assets) {
    const given = amounts.find((a) => sameToken(a.token, asset));
    if (!given || asset.balance <= 0n) return 0n;
    const lp = (given.amount * pool.lp.supply) / asset.balance;
    if (least === null || lp < least) least = lp;
  }
  return least ?? 0n;
}
