import {
  type Asset,
  formatAsset,
  isAmountInRange,
  isValidPrecision,
  isValidSymbolCode,
  parseAsset,
  parseSymbol,
  type TokenSymbol,
} from "@ux/core/money";

/**
 * Assets and symbols as the contracts handle them. ABI values arrive as text ('1.0000 UTX', '4,UTX');
 * inside a contract they are bigint units. Parsing never throws: an invalid value is `undefined`, so a
 * contract answers it with its own assertion text ('invalid quantity', 'invalid symbol name').
 */
export type { Asset, TokenSymbol };

export function readAsset(text: unknown): Asset | undefined {
  if (typeof text !== "string") return undefined;
  const result = parseAsset(text);
  return result.ok ? result.value : undefined;
}

export function readSymbol(text: unknown): TokenSymbol | undefined {
  if (typeof text !== "string") return undefined;
  const result = parseSymbol(text);
  return result.ok ? result.value : undefined;
}

export function assetText(amount: bigint, symbol: TokenSymbol): string {
  return formatAsset({ amount, symbol });
}

/** symbol::is_valid and asset::is_valid (|amount| <= 2^62 - 1). */
export function isValidAsset(asset: Asset): boolean {
  return (
    isAmountInRange(asset.amount) &&
    isValidSymbolCode(asset.symbol.code) &&
    isValidPrecision(asset.symbol.precision)
  );
}

export function sameSymbol(a: TokenSymbol, b: TokenSymbol): boolean {
  return a.code === b.code && a.precision === b.precision;
}

/** symbol_code::raw(): the code's characters as little-endian bytes (the stat/accounts primary key). */
export function symbolCodeValue(code: string): bigint {
  let value = 0n;
  for (let i = code.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(code.charCodeAt(i));
  return value;
}

/** symbol::raw(): precision in the low byte, code above it. */
export function symbolValue(symbol: TokenSymbol): bigint {
  return (symbolCodeValue(symbol.code) << 8n) | BigInt(symbol.precision);
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
