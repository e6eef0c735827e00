import { gcdInt } from "./bigintMath";
import { type Rounding, rootPow } from "./rootPow";
import { seriesPow } from "./seriesPow";

export type { Rounding } from "./rootPow";

/** Largest reduced exponent numerator/denominator served by exact integer roots (measured faster below). */
const ROOT_MAX_P = 32;
const ROOT_MAX_Q = 12;

/** A weight ratio wi/wo in lowest terms. */
export interface Exponent {
  readonly p: number;
  readonly q: number;
}

export function exponentOf(numeratorWeight: number, denominatorWeight: number): Exponent {
  const g = gcdInt(numeratorWeight, denominatorWeight) || 1;
  return { p: numeratorWeight / g, q: denominatorWeight / g };
}

/**
 * floor or ceil of base * (num/den)^(p/q), exact to the unit (base >= 0; num, den > 0; p >= 0, q >= 1).
 * Small exponents use exact integer roots, others a certified fixed-point series; both give the true
 * rounded value, so callers can round in the pool's favour without any approximation slack.
 */
export function scaledPow(
  base: bigint,
  num: bigint,
  den: bigint,
  exponent: Exponent,
  rounding: Rounding,
): bigint {
  const result = scaledPowCapped(base, num, den, exponent, rounding, null);
  if (result === null) throw new RangeError("scaledPow: no result");
  return result;
}

/** scaledPow, or null when the result exceeds `limit` (used where the result could be astronomically large). */
export function scaledPowCapped(
  base: bigint,
  num: bigint,
  den: bigint,
  exponent: Exponent,
  rounding: Rounding,
  limit: bigint | null,
): bigint | null {
  if (base < 0n || num <= 0n || den <= 0n) throw new RangeError("scaledPow: bad operands");
  const { p, q } = reduce(exponent);
  if (base === 0n) return 0n;
  if (p === 0 || num === den) return limit !== null && base > limit ? null : base;
  if (p <= ROOT_MAX_P && q <= ROOT_MAX_Q) {
    const value = rootPow(base, num, den, p, q, rounding);
    return limit !== null && value > limit ? null : value;
  }
  return seriesPow(base, num, den, p, q, rounding, limit);
}

function reduce({ p, q }: Exponent): Exponent {
  if (!Number.isInteger(p) || !Number.isInteger(q) || p < 0 || q < 1) {
    throw new RangeError("scaledPow: exponent must be p/q with integers p >= 0, q >= 1");
  }
  const g = gcdInt(p, q) || 1;
  return { p: p / g, q: q / g };
}
