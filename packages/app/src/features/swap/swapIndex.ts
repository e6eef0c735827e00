import {
  buildRouteIndex,
  type Pool,
  type RouteIndex,
  type TokenId,
  tokenKey,
  ufxHopPool,
} from "@ux/core/amm";

/** The symbol of the token UFX pools pair with every other token (spec 2 §4: swaps hop through it). */
export const UFX_SYMBOL = "UFX";

/** Stands in for UFX when the AMM has no UFX pool: no pool matches it, so nothing hops. */
const NO_UFX: TokenId = { contract: "", symbol: UFX_SYMBOL };

/** Everything the swap estimate looks up, built once per pools snapshot (never per keystroke). */
export interface SwapIndex {
  readonly routes: RouteIndex;
  /** The UFX token as the UFX pools hold it; null when the AMM has no UFX pool. */
  readonly ufx: TokenId | null;
}

function ufxTokenOf(pools: readonly Pool[]): TokenId | null {
  for (const pool of pools) {
    if (!pool.is_ufx_pool) continue;
    const ufx = pool.assets.find((asset) => asset.symbol === UFX_SYMBOL);
    if (ufx) return { contract: ufx.contract, symbol: ufx.symbol };
  }
  return null;
}

export function buildSwapIndex(pools: readonly Pool[]): SwapIndex {
  const ufx = ufxTokenOf(pools);
  return { routes: buildRouteIndex(pools, ufx ?? NO_UFX), ufx };
}

/** The UFX pool a hop uses for `token` (the contract's rule, see ufxHopPool), if any. */
export function hopPoolOf(
  index: SwapIndex,
  token: TokenId & { readonly decimals: number },
): Pool | undefined {
  if (index.ufx === null) return undefined;
  return ufxHopPool(index.routes.ufxPoolsByToken.get(tokenKey(token)) ?? [], index.ufx, token);
}
