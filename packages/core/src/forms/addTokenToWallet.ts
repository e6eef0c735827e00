import { TOKEN_CANNOT_BE_ADDED } from "./messages";

/**
 * The fixed list of tokens that can be added to the Ethereum browser wallet (wallet_watchAsset),
 * with the decimals the wallet is told: 4, except WAX with 8 (spec 2 §9).
 */
export const WALLET_WATCHABLE_TOKENS: Readonly<Record<string, number>> = {
  UTXRAM: 4,
  EOS: 4,
  TLOS: 4,
  WAX: 8,
  LP: 4,
};

export type WatchAssetResult =
  | { readonly ok: true; readonly symbol: string; readonly decimals: number }
  | { readonly ok: false; readonly error: typeof TOKEN_CANNOT_BE_ADDED };

/** Whether a token can be added to the browser wallet; any other gives the product's error text. */
export function walletWatchAsset(symbol: string): WatchAssetResult {
  const decimals = Object.hasOwn(WALLET_WATCHABLE_TOKENS, symbol)
    ? WALLET_WATCHABLE_TOKENS[symbol]
    : undefined;
  return decimals === undefined
    ? { ok: false, error: TOKEN_CANNOT_BE_ADDED }
    : { ok: true, symbol, decimals };
}
