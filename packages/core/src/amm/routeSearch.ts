import { assetIndex, type Pool, sameToken, type TokenId, tokenKey } from "./pool";
import { outGivenIn } from "./swapMath";

/** Pools indexed once by token pair and, for UFX pools, by their non-UFX token. */
export interface RouteIndex {
  readonly ufx: TokenId;
  readonly byPair: ReadonlyMap<string, readonly Pool[]>;
  readonly ufxPoolsByToken: ReadonlyMap<string, readonly Pool[]>;
}

export interface DirectQuote {
  readonly pool: Pool;
  readonly amountOut: bigint;
}

export type Route =
  | {
      readonly kind: "direct";
      readonly pool: Pool;
      readonly amountOut: bigint;
      /** Every direct pool's quote, best first (the swap screen lets the user pick another). */
      readonly candidates: readonly DirectQuote[];
    }
  | {
      readonly kind: "ufxhop";
      readonly first: Pool;
      readonly second: Pool;
      readonly ufxAmount: bigint;
      readonly amountOut: bigint;
    };

function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function push(map: Map<string, Pool[]>, key: string, pool: Pool): void {
  const list = map.get(key);
  if (list) list.push(pool);
  else map.set(key, [pool]);
}

/** Builds the index in one pass over the pools (rebuild when pool balances change). */
export function buildRouteIndex(pools: readonly Pool[], ufx: TokenId): RouteIndex {
  const byPair = new Map<string, Pool[]>();
  const ufxPoolsByToken = new Map<string, Pool[]>();
  for (const pool of pools) {
    const keys = pool.assets.map(tokenKey);
    for (let i = 0; i < keys.length; i++) {
      for (let j = i + 1; j < keys.length; j++) push(byPair, pairKey(keys[i] ?? "", keys[j] ?? ""), pool);
    }
    if (pool.is_ufx_pool && assetIndex(pool, ufx) >= 0) {
      for (const asset of pool.assets)
        if (!sameToken(asset, ufx)) push(ufxPoolsByToken, tokenKey(asset), pool);
    }
  }
  return { ufx, byPair, ufxPoolsByToken };
}

/** Pools holding both tokens. */
export function directPools(index: RouteIndex, from: TokenId, to: TokenId): readonly Pool[] {
  return index.byPair.get(pairKey(tokenKey(from), tokenKey(to))) ?? [];
}

/** out-given-in of `from` -> `to` in one pool (0 when the pool cannot trade the pair). */
export function quoteInPool(pool: Pool, from: TokenId, to: TokenId, amountIn: bigint): bigint {
  const assetIn = pool.assets[assetIndex(pool, from)];
  const assetOut = pool.assets[assetIndex(pool, to)];
  if (!assetIn || !assetOut) return 0n;
  return outGivenIn(assetIn, assetOut, amountIn, pool.fee_bps);
}

function bestQuote(pools: readonly Pool[], from: TokenId, to: TokenId, amountIn: bigint): DirectQuote | null {
  let best: DirectQuote | null = null;
  for (const pool of pools) {
    const amountOut = quoteInPool(pool, from, to, amountIn);
    if (best === null || amountOut > best.amountOut) best = { pool, amountOut };
  }
  return best;
}

/**
 * Best route for a swap (spec 2: direct pool mode when pools holding both tokens exist, else a hop through
 * UFX; choosing UFX on either side forces a direct pool). Direct: the pool with the largest output. Hop: the
 * UFX pool giving the most UFX, then the UFX pool giving the most Y for it (optimal, each leg being monotonic).
 * Null when no route exists ('No matching pool found').
 */
export function findBestRoute(index: RouteIndex, from: TokenId, to: TokenId, amountIn: bigint): Route | null {
  if (sameToken(from, to)) return null;
  const direct = directPools(index, from, to);
  if (direct.length > 0) {
    const candidates = direct
      .map((pool) => ({ pool, amountOut: quoteInPool(pool, from, to, amountIn) }))
      .sort((a, b) =>
        a.amountOut === b.amountOut ? a.pool.id - b.pool.id : a.amountOut > b.amountOut ? -1 : 1,
      );
    const best = candidates[0];
    return best ? { kind: "direct", pool: best.pool, amountOut: best.amountOut, candidates } : null;
  }
  if (sameToken(from, index.ufx) || sameToken(to, index.ufx)) return null;
  const first = bestQuote(index.ufxPoolsByToken.get(tokenKey(from)) ?? [], from, index.ufx, amountIn);
  if (!first) return null;
  const second = bestQuote(index.ufxPoolsByToken.get(tokenKey(to)) ?? [], index.ufx, to, first.amountOut);
  if (!second) return null;
  return {
    kind: "ufxhop",
    first: first.pool,
    second: second.pool,
    ufxAmount: first.amountOut,
    amountOut: second.amountOut,
  };
}
