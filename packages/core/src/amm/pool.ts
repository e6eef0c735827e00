/**
 * The AMM pool model used by the estimate (app), the contract (devnet) and the keeper (server): amounts are
 * bigint integer units of each token's precision, weights and proportions are basis points of 10000.
 */

/** Basis-point scale of weights, proportions and fees. */
export const BPS = 10_000;
export const BPS_BIG = 10_000n;
/** Swap fee and LP base fee: 0.20%. */
export const DEFAULT_FEE_BPS = 20;
/** LP impact fee: 20% of a liquidity leg's price impact stays in the pool. */
export const LP_IMPACT_FEE_BPS = 2_000;
/** Largest Antelope asset amount (2^62 - 1): no quote may ask for more. */
export const MAX_ASSET_AMOUNT = (1n << 62n) - 1n;

/** An extended symbol: the token contract plus its symbol code. */
export interface TokenId {
  readonly contract: string;
  readonly symbol: string;
}

export interface PoolAsset extends TokenId {
  readonly decimals: number;
  /** Pool balance in units of 10^-decimals. */
  readonly balance: bigint;
  /** Weight in basis points; a pool's weights sum to 10000. */
  readonly weight: number;
  /** The pool's minimum trade for this token, in units (0 = none beyond one unit). */
  readonly min_trade: bigint;
}

export interface LpToken extends TokenId {
  readonly decimals: number;
  readonly supply: bigint;
}

export interface Pool {
  readonly id: number;
  readonly pool_name: string;
  readonly assets: readonly PoolAsset[];
  readonly lp: LpToken;
  readonly fee_bps: number;
  /** A UFX/X pair, used by ufxhop. */
  readonly is_ufx_pool: boolean;
}

export interface TokenAmount {
  readonly token: TokenId;
  readonly amount: bigint;
}

/** Stable map key of a token: SYMBOL@contract. */
export function tokenKey(token: TokenId): string {
  return `${token.symbol}@${token.contract}`;
}

export function sameToken(a: TokenId, b: TokenId): boolean {
  return a.symbol === b.symbol && a.contract === b.contract;
}

export function tokenId(token: TokenId): TokenId {
  return { contract: token.contract, symbol: token.symbol };
}

/** Index of a pool asset, or -1. */
export function assetIndex(pool: Pool, token: TokenId): number {
  return pool.assets.findIndex((a) => sameToken(a, token));
}

export function isLpToken(pool: Pool, token: TokenId): boolean {
  return sameToken(pool.lp, token);
}

/** Copy of the pool with one asset's balance replaced. */
export function withAssetBalance(pool: Pool, index: number, balance: bigint): Pool {
  return { ...pool, assets: pool.assets.map((a, i) => (i === index ? { ...a, balance } : a)) };
}

export function withLpSupply(pool: Pool, supply: bigint): Pool {
  return { ...pool, lp: { ...pool.lp, supply } };
}
