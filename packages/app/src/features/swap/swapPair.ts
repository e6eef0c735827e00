import type { TokenWithDecimals } from "@ux/core/amm/contract";
import { fallbackToToken, type SwapTokenPair } from "@ux/core/forms";
import { tokenBySymbol } from "../../shared/amm/ammTokens";
import type { SwapIndex } from "./swapIndex";
import { toTokenList } from "./swapRouting";

export interface ResolvedSwapPair<T> {
  readonly from: T | null;
  readonly to: T | null;
  readonly toList: readonly T[];
}

/**
 * The pair as the form shows it, from the chosen symbols: a symbol the AMM does not trade is no token, and
 * a to-token missing from the to-token list falls back (fallbackToToken: the list's second entry, or the
 * first). Nothing is resolved before the tokens load, so a query's symbols survive the loading.
 */
export function resolveSwapPair<T extends TokenWithDecimals>(
  pair: SwapTokenPair,
  tokens: readonly T[],
  index: SwapIndex,
): ResolvedSwapPair<T> {
  const from = pair.from === null ? null : (tokenBySymbol(tokens, pair.from) ?? null);
  const toList = toTokenList(index, tokens, from);
  if (pair.to === null || tokens.length === 0) return { from, to: null, toList };
  const toSymbol = fallbackToToken(
    pair.to,
    toList.map((token) => token.symbol),
  );
  const to = toSymbol === null ? null : (tokenBySymbol(toList, toSymbol) ?? null);
  // Only a query can name one token twice (selectSwapToken keeps the sides apart): the user picks the other.
  return { from, to: to !== null && to.symbol === from?.symbol ? null : to, toList };
}

/** The resolved pair as symbols, the base of the next selection or flip. */
export function pairSymbols(pair: ResolvedSwapPair<TokenWithDecimals>): SwapTokenPair {
  return { from: pair.from?.symbol ?? null, to: pair.to?.symbol ?? null };
}
