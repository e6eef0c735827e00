import { failed, type ParseResult, parsed } from "./parseResult";

/** An Antelope token symbol: its code (1-7 letters A-Z) and its precision (decimals, 0..18). */
export interface TokenSymbol {
  readonly code: string;
  readonly precision: number;
}

/** Antelope allows precision 0..18 (the amount is an int64 scaled by 10^precision). */
export const MAX_PRECISION = 18;

const SYMBOL_CODE = /^[A-Z]{1,7}$/;
const SYMBOL_TEXT = /^(0|[1-9][0-9]?),([A-Z]{1,7})$/;

export function isValidSymbolCode(code: string): boolean {
  return SYMBOL_CODE.test(code);
}

export function isValidPrecision(precision: number): boolean {
  return Number.isInteger(precision) && precision >= 0 && precision <= MAX_PRECISION;
}

/** Builds a symbol, throwing on an invalid code or precision (for trusted, programmer-supplied values). */
export function makeSymbol(precision: number, code: string): TokenSymbol {
  if (!isValidSymbolCode(code)) throw new RangeError(`invalid symbol code '${code}'`);
  if (!isValidPrecision(precision)) throw new RangeError(`invalid precision ${precision}`);
  return { code, precision };
}

/** Parses the 'precision,CODE' form ('4,UTX'). No spaces, no leading zeros, precision at most 18. */
export function parseSymbol(text: string): ParseResult<TokenSymbol, "format" | "precision"> {
  const match = SYMBOL_TEXT.exec(text);
  if (!match) return failed("format", `'${text}' is not a symbol of the form 'precision,CODE'`);
  const precision = Number(match[1]);
  if (!isValidPrecision(precision)) return failed("precision", `precision ${precision} is above 18`);
  return parsed({ code: match[2] as string, precision });
}

/** 'precision,CODE', the inverse of parseSymbol. */
export function formatSymbol(symbol: TokenSymbol): string {
  return `${symbol.precision},${symbol.code}`;
}

export function sameSymbol(a: TokenSymbol, b: TokenSymbol): boolean {
  return a.code === b.code && a.precision === b.precision;
}
