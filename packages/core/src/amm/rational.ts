import { gcd } from "./bigintMath";

/** An exact ratio of bigints, den > 0, kept in lowest terms. Prices and percentages never go through floats. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

export function rational(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError("rational: zero denominator");
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export function compareRational(a: Rational, b: Rational): number {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

export type DisplayRounding = "down" | "up" | "half-up";

/**
 * Decimal text of r with exactly `decimals` digits after the point (none when 0). Rounding acts on the
 * magnitude, so -1.005 and 1.005 round symmetrically.
 */
export function formatRational(r: Rational, decimals: number, rounding: DisplayRounding = "half-up"): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError("formatRational: bad decimals");
  const negative = r.num < 0n;
  const num = negative ? -r.num : r.num;
  const scale = 10n ** BigInt(decimals);
  const scaled = num * scale;
  let units = scaled / r.den;
  const rem = scaled % r.den;
  if (rem !== 0n) {
    if (rounding === "up") units += 1n;
    else if (rounding === "half-up" && rem * 2n >= r.den) units += 1n;
  }
  const digits = units.toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  const text = decimals === 0 ? whole : `${whole}.${frac}`;
  return negative && units !== 0n ? `-${text}` : text;
}
