import type { ExtAssetJson, ExtSymbolJson } from "../../contracts/chainJson";
import { formatAsset, parseAssetOrThrow } from "../../money/asset";
import { formatSymbol, parseSymbol, type TokenSymbol } from "../../money/symbol";
import type { TokenAmount, TokenId } from "../pool";

/*
 * Conversions between the chain's token texts (extended_symbol, asset, extended_asset) and the core math's
 * TokenId / bigint units. Chain rows are validated by the schemas first; a mismatch found here (a quantity
 * whose symbol differs from its ext_symbol) means corrupt data and throws rather than guessing.
 */

/** A token with its precision: what a TokenId lacks to be written back as chain text. */
export interface TokenWithDecimals extends TokenId {
  readonly decimals: number;
}

export function symbolOf(ext: ExtSymbolJson): TokenSymbol {
  const parsed = parseSymbol(ext.sym);
  if (!parsed.ok) throw new RangeError(parsed.error);
  return parsed.value;
}

export function tokenOfExtSymbol(ext: ExtSymbolJson): TokenWithDecimals {
  const symbol = symbolOf(ext);
  return { contract: ext.contract, symbol: symbol.code, decimals: symbol.precision };
}

export function extSymbolOf(token: TokenWithDecimals): ExtSymbolJson {
  return { sym: formatSymbol({ code: token.symbol, precision: token.decimals }), contract: token.contract };
}

/** Units of an asset text that must carry exactly `token`'s symbol and precision. */
export function unitsOfAssetText(text: string, token: TokenWithDecimals, what: string): bigint {
  const asset = parseAssetOrThrow(text);
  if (asset.symbol.code !== token.symbol || asset.symbol.precision !== token.decimals) {
    throw new RangeError(`${what}: '${text}' is not in ${token.decimals},${token.symbol}`);
  }
  return asset.amount;
}

/** 'amount SYMBOL' of units of a token. */
export function assetTextOf(amount: bigint, token: TokenWithDecimals): string {
  return formatAsset({ amount, symbol: { code: token.symbol, precision: token.decimals } });
}

export function extAssetOf(amount: bigint, token: TokenWithDecimals): ExtAssetJson {
  return { quantity: assetTextOf(amount, token), contract: token.contract };
}

/** An extended_asset as the core's TokenAmount plus the precision it was written with. */
export function tokenAmountOfExtAsset(ext: ExtAssetJson): TokenAmount & { decimals: number } {
  const asset = parseAssetOrThrow(ext.quantity);
  return {
    token: { contract: ext.contract, symbol: asset.symbol.code },
    amount: asset.amount,
    decimals: asset.symbol.precision,
  };
}
