import { failed, type ParseResult, parsed } from "../money/parseResult";
import { type Expiry, type ExpiryMonth, expiryTimestamp, formatExpiry } from "./expiryCode";

/**
 * Expiry-based instrument symbols (spec 1 §9): longer than 3 characters; the 4th is U (utility) or
 * C (capital); the 5th is T; then the series letters: the month letter (3, 6, 9, 12 -> M, J, S, D)
 * and the year letter (digit 0..9 -> A..J). The balance field 'expiry' is characters 5 to 7.
 * Example: 'UTXUTMG' = UTX utility, March 2026 -> expiry 'TMG', formatted 'MAR26'.
 *
 * Reading of the spec: an Antelope symbol has at most 7 characters, so 'T plus a series letter' and a
 * 3-letter expiry field in characters 5-7 only fit together as T + month letter + year letter.
 * The year letter holds only the last digit of the year; we read it as a year in 2020-2029, the decade
 * of the product's expiry list (2020-03 to 2028-03).
 */
export type InstrumentKind = "utility" | "capital";

export interface InstrumentSymbol {
  /** The underlying token: characters 1 to 3. */
  readonly base: string;
  readonly kind: InstrumentKind;
  /** Characters 5 to 7 ('TMG'), the balance field 'expiry'. */
  readonly expiryLetters: string;
  readonly month: ExpiryMonth;
  /** Last digit of the year, 0..9. */
  readonly yearDigit: number;
  readonly year: number;
  /** YYYYMM. */
  readonly expiry: number;
  /** End instant, ms since the epoch. */
  readonly timestamp: number;
  /** 'MAR26'. */
  readonly formatted: string;
}

export type InstrumentSymbolError =
  | "format"
  | "not-instrument"
  | "length"
  | "kind"
  | "series"
  | "month"
  | "year";

export const INSTRUMENT_DECADE_START = 2020;
const MONTH_LETTERS: Readonly<Record<ExpiryMonth, string>> = { 3: "M", 6: "J", 9: "S", 12: "D" };
const YEAR_LETTERS = "ABCDEFGHIJ";
const KIND_LETTERS: Readonly<Record<InstrumentKind, string>> = { utility: "U", capital: "C" };

function monthOfLetter(letter: string): ExpiryMonth | null {
  for (const [month, monthLetter] of Object.entries(MONTH_LETTERS)) {
    if (monthLetter === letter) return Number(month) as ExpiryMonth;
  }
  return null;
}

/** True when a symbol is longer than 3 characters, i.e. claims to be an instrument. */
export function looksLikeInstrument(symbol: string): boolean {
  return symbol.length > 3;
}

export function decodeInstrumentSymbol(symbol: string): ParseResult<InstrumentSymbol, InstrumentSymbolError> {
  if (!/^[A-Z]{1,7}$/.test(symbol)) return failed("format", `'${symbol}' is not a token symbol`);
  if (!looksLikeInstrument(symbol)) return failed("not-instrument", `'${symbol}' is a plain token symbol`);
  if (symbol.length !== 7) return failed("length", `'${symbol}' must have 7 characters to carry an expiry`);
  const kindLetter = symbol[3];
  const kind: InstrumentKind | null = kindLetter === "U" ? "utility" : kindLetter === "C" ? "capital" : null;
  if (kind === null) return failed("kind", `character 4 of '${symbol}' must be U or C`);
  if (symbol[4] !== "T") return failed("series", `character 5 of '${symbol}' must be T`);
  const month = monthOfLetter(symbol[5] as string);
  if (month === null) return failed("month", `character 6 of '${symbol}' must be M, J, S or D`);
  const yearDigit = YEAR_LETTERS.indexOf(symbol[6] as string);
  if (yearDigit < 0) return failed("year", `character 7 of '${symbol}' must be a letter from A to J`);
  const year = INSTRUMENT_DECADE_START + yearDigit;
  const expiry: Expiry = { code: year * 100 + month, year, month };
  return parsed({
    base: symbol.slice(0, 3),
    kind,
    expiryLetters: symbol.slice(4, 7),
    month,
    yearDigit,
    year,
    expiry: expiry.code,
    timestamp: expiryTimestamp(expiry),
    formatted: formatExpiry(expiry),
  });
}

/** The instrument symbol for a 3-letter base, a kind and an expiry in 2020-2029. */
export function encodeInstrumentSymbol(base: string, kind: InstrumentKind, expiry: Expiry): string {
  if (!/^[A-Z]{3}$/.test(base)) throw new RangeError(`'${base}' is not a 3-letter base symbol`);
  const yearDigit = expiry.year - INSTRUMENT_DECADE_START;
  if (yearDigit < 0 || yearDigit > 9) throw new RangeError(`year ${expiry.year} is outside 2020-2029`);
  return `${base}${KIND_LETTERS[kind]}T${MONTH_LETTERS[expiry.month]}${YEAR_LETTERS[yearDigit]}`;
}
