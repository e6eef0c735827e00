import { directPools, type Pool, sameToken, type TokenId } from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import { type SwapRoute, swapRoute } from "@ux/core/forms";
import { hopPoolOf, type SwapIndex, UFX_SYMBOL } from "./swapIndex";

/** The two UFX pools of a hop: from-token -> UFX in `first`, UFX -> to-token in `second`. */
export interface UfxHopPools {
  readonly first: Pool;
  readonly second: Pool;
  readonly ufx: TokenId;
}

/** How a token pair can be swapped: every direct pool (pool order), or the hop, or nothing. */
export interface SwapRouting {
  readonly route: SwapRoute;
  readonly direct: readonly Pool[];
  /** Set only when the route is 'ufx-hop'. */
  readonly hop: UfxHopPools | null;
}

const NO_ROUTE: SwapRouting = { route: "none", direct: [], hop: null };

/**
 * Spec 2 §4: direct pool mode when pools hold both tokens; otherwise a hop through UFX when both tokens have
 * a UFX pool; UFX on either side forces a direct pool (core swapRoute decides).
 */
export function swapRouting(index: SwapIndex, from: TokenWithDecimals, to: TokenWithDecimals): SwapRouting {
  if (sameToken(from, to)) return NO_ROUTE;
  const direct = directPools(index.routes, from, to);
  const first = hopPoolOf(index, from);
  const second = hopPoolOf(index, to);
  const route = swapRoute(
    from.symbol,
    to.symbol,
    direct.length > 0,
    first !== undefined,
    second !== undefined,
  );
  const hop =
    route === "ufx-hop" && first !== undefined && second !== undefined && index.ufx !== null
      ? { first, second, ufx: index.ufx }
      : null;
  return { route, direct, hop };
}

/**
 * The to-token list for a from-token. Choosing UFX forces a direct pool (spec 2 §2), so with UFX as the
 * from-token the list holds the tokens that share a pool with it; otherwise it holds every token (a pair
 * without a route then reads 'No matching pool found'). Order is that of `tokens`.
 */
export function toTokenList<T extends TokenWithDecimals>(
  index: SwapIndex,
  tokens: readonly T[],
  from: TokenWithDecimals | null,
): T[] {
  if (from === null || from.symbol !== UFX_SYMBOL) return [...tokens];
  return tokens.filter(
    (token) => !sameToken(token, from) && directPools(index.routes, from, token).length > 0,
  );
}
