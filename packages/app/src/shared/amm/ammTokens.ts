import { type TokenId, tokenKey } from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import type { AmmPoolEntry } from "./ammPools";

/** A token the AMM trades: a pool asset, or a pool's LP token. */
export interface AmmToken extends TokenWithDecimals {
  /** The pool whose LP token this is; undefined for pool assets. */
  readonly lpOfPool?: number;
}

/** A token as orders and selectors carry it: contract, symbol and decimals (no pool balance or supply). */
export function plainToken(token: TokenWithDecimals): TokenWithDecimals {
  return { contract: token.contract, symbol: token.symbol, decimals: token.decimals };
}

/** Every pool asset once (first pool's order), then every LP token, as the selectors list them. */
export function ammTokensOf(entries: readonly AmmPoolEntry[]): AmmToken[] {
  const seen = new Map<string, AmmToken>();
  for (const { pool } of entries) {
    for (const asset of pool.assets) {
      const token = plainToken(asset);
      if (!seen.has(tokenKey(token))) seen.set(tokenKey(token), token);
    }
  }
  for (const { pool } of entries) {
    const lp = plainToken(pool.lp);
    if (!seen.has(tokenKey(lp))) seen.set(tokenKey(lp), { ...lp, lpOfPool: pool.id });
  }
  return [...seen.values()];
}

/** A pool's tokens as Multi Swap and liquidity list them: its assets, then its LP token. */
export function poolTokens(entry: AmmPoolEntry): AmmToken[] {
  const { pool } = entry;
  return [...pool.assets.map(plainToken), { ...plainToken(pool.lp), lpOfPool: pool.id }];
}

/** Finds a token by symbol (symbols are unique across the AMM's contracts on every network we serve). */
export function tokenBySymbol<T extends TokenId>(tokens: readonly T[], symbol: string): T | undefined {
  return tokens.find((token) => token.symbol === symbol);
}
