import { fillMessage, msg } from "../text/message";
import { MAX_ASSET_AMOUNT } from "./asset";
import { decimalToUnits, parseDecimal } from "./decimalValue";
import { pow10, type RoundingMode } from "./rounding";
import { formatUnits } from "./unitsText";

export type UserAmountError =
  | "empty"
  | "whitespace"
  | "sign"
  | "exponent"
  | "separator"
  | "non-ascii-digit"
  | "multiple-dots"
  | "not-a-number"
  | "too-many-decimals"
  | "too-large";

export type UserAmountResult =
  | { readonly ok: true; readonly units: bigint }
  | { readonly ok: false; readonly code: UserAmountError; readonly error: string };

export interface UserAmountOptions {
  /** Largest accepted amount in units; defaults to Antelope's asset maximum 2^62-1. */
  readonly maxUnits?: bigint;
}

const ANY_WHITESPACE = /\s/u;
const LEADING_SIGN = /^[+\-\u2212\uFE62\uFE63\uFF0B\uFF0D]/u;
const EXPONENT_FORM = /^[0-9]*\.?[0-9]*[eE][+-]?[0-9]*$/;
const SEPARATORS = /[,_'\u2019\u00B7]/u;
const UNICODE_DIGIT = /\p{Nd}/u;
const ASCII_DIGIT = /[0-9]/;
const PLAIN_AMOUNT = /^([0-9]*)(?:\.([0-9]*))?$/;

function failure(code: UserAmountError, error: string): UserAmountResult {
  return { ok: false, code, error };
}

function hasNonAsciiDigit(text: string): boolean {
  for (const char of text) if (UNICODE_DIGIT.test(char) && !ASCII_DIGIT.test(char)) return true;
  return false;
}

/**
 * Strict reading of what a user typed into an amount field, for a token with `decimals` decimals.
 *
 * Accepted: ASCII digits with at most one dot: '1', '1.5', '0.5', '.5' (= 0.5), '1.' (= 1) and leading
 * zeros ('007'), because all of them are unambiguous and browsers' number fields produce them.
 * Refused, each with its own message: empty text or a lone dot, any whitespace (we never guess what a
 * pasted ' 1 000' meant), a sign, exponent notation, thousands or decimal commas, non-ASCII digits,
 * more decimals than the token has (even zeros: the field must show what will be sent), and amounts
 * above `maxUnits` (2^62-1 units by default: the chain's asset maximum, see MAX_ASSET_AMOUNT).
 * Zero is accepted; forms decide whether zero counts as entered. Never throws.
 */
export function parseUserAmount(
  text: string,
  decimals: number,
  options: UserAmountOptions = {},
): UserAmountResult {
  const maxUnits = options.maxUnits ?? MAX_ASSET_AMOUNT;
  if (text === "") return failure("empty", msg("Enter an amount"));
  if (ANY_WHITESPACE.test(text)) return failure("whitespace", msg("The amount cannot contain spaces"));
  if (LEADING_SIGN.test(text)) return failure("sign", msg("The amount cannot have a sign"));
  if (EXPONENT_FORM.test(text)) return failure("exponent", msg("Write the amount without an exponent"));
  if (SEPARATORS.test(text)) {
    return failure("separator", msg("Use a dot for decimals and no thousands separators"));
  }
  if (hasNonAsciiDigit(text)) return failure("non-ascii-digit", msg("Use the digits 0-9 only"));
  if ((text.match(/\./g) ?? []).length > 1)
    return failure("multiple-dots", msg("The amount can have only one dot"));
  const match = PLAIN_AMOUNT.exec(text);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || (whole === "" && fraction === ""))
    return failure("not-a-number", msg("The amount is not a number"));
  if (fraction.length > decimals) {
    return failure(
      "too-many-decimals",
      decimals === 0
        ? msg("This token has no decimals")
        : fillMessage("At most {decimals} decimals are allowed", { decimals }),
    );
  }
  const units = BigInt(whole || "0") * pow10(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
  if (units > maxUnits) return failure("too-large", msg("The amount is too large"));
  return { ok: true, units };
}

/**
 * The text a form field shows for an amount (MAX button, computed other side): exact, every decimal,
 * so parseUserAmount(formatUserAmount(u, d), d) gives back u.
 */
export function formatUserAmount(units: bigint, decimals: number): string {
  return formatUnits(units, decimals);
}

/**
 * Lenient rounding for display only: accepts a JSON number or numeric text (sign, exponent, surrounding
 * spaces) and returns it with exactly `decimals` decimals, or null when it is not a number.
 * Half-up by default (a neutral display of a price or rate); pass "down" for anything shown as available.
 */
export function roundToDecimals(
  value: string | number,
  decimals: number,
  mode: RoundingMode = "half-up",
): string | null {
  const decimal = parseDecimal(value);
  if (decimal === null) return null;
  return formatUnits(decimalToUnits(decimal, decimals, mode), decimals);
}
