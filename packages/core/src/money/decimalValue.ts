import { divide, pow10, type RoundingMode } from "./rounding";

/**
 * An exact decimal number, value = mantissa / 10^scale. Used for rates and prices that arrive as text
 * or JSON numbers ('0.0123', 1e-7): they are read exactly, never through float arithmetic.
 */
export interface DecimalValue {
  readonly mantissa: bigint;
  readonly scale: number;
}

// Lenient on purpose (for data and display, not for user amounts): optional sign, optional exponent.
const DECIMAL_TEXT = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?$/;

/** Largest exponent we accept, so a hostile '1e999999999' cannot allocate a huge bigint. */
const MAX_EXPONENT = 400;

/**
 * Reads a decimal from text or a JSON number. Returns null for anything that is not a finite number.
 * A number is read through its shortest round-trip text (String(n)), which is what the JSON held.
 */
export function parseDecimal(input: string | number): DecimalValue | null {
  if (typeof input === "number" && !Number.isFinite(input)) return null;
  const text = typeof input === "number" ? String(input) : input.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole = "", fraction = "", exponentText] = match;
  if (whole === "" && fraction === "") return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  let mantissa = BigInt(`${whole}${fraction}` || "0");
  let scale = fraction.length - exponent;
  if (scale < 0) {
    mantissa *= pow10(-scale);
    scale = 0;
  }
  return { mantissa: sign === "-" ? -mantissa : mantissa, scale };
}

/** The decimal expressed in integer units of `decimals` places, rounded as asked. */
export function decimalToUnits(value: DecimalValue, decimals: number, mode: RoundingMode): bigint {
  return value.scale <= decimals
    ? value.mantissa * pow10(decimals - value.scale)
    : divide(value.mantissa, pow10(value.scale - decimals), mode);
}

export function isNegative(value: DecimalValue): boolean {
  return value.mantissa < 0n;
}

export function isZero(value: DecimalValue): boolean {
  return value.mantissa === 0n;
}
