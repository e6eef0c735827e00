/**
 * Integer division with an explicit rounding direction. Every place that loses precision names its
 * direction, so nobody is ever shown or charged an amount rounded the wrong way.
 *
 * - "down": toward negative infinity (floor): what we show as available, what a user receives.
 * - "up": toward positive infinity (ceil): what a user must pay.
 * - "half-up": to the nearest, ties toward positive infinity: neutral display of estimates and rates.
 */
export type RoundingMode = "down" | "up" | "half-up";

/** numerator / denominator rounded as asked. Throws on a zero denominator (a programming error). */
export function divide(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError("division by zero");
  // Normalise to a positive denominator so floor/ceil below only have to reason about the numerator.
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  switch (mode) {
    case "down":
      return floorDiv(n, d);
    case "up":
      return -floorDiv(-n, d);
    case "half-up":
      return floorDiv(2n * n + d, 2n * d);
  }
}

/** a * b / c with a single rounding at the end (no intermediate precision loss). */
export function mulDiv(a: bigint, b: bigint, c: bigint, mode: RoundingMode): bigint {
  return divide(a * b, c, mode);
}

/** Floor division for a positive divisor (bigint `/` truncates toward zero). */
function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/** 10^exponent as a bigint. */
export function pow10(exponent: number): bigint {
  if (!Number.isInteger(exponent) || exponent < 0) throw new RangeError(`bad exponent ${exponent}`);
  return 10n ** BigInt(exponent);
}
