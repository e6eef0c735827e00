import { bitLength, ceilDiv } from "./bigintMath";

export type Rounding = "floor" | "ceil";

/**
 * Exact floor or ceil of (n/d)^(1/q) for n >= 0, d > 0, q >= 1, starting from `guess`. Every decision is an
 * exact integer comparison (x^q*d against n), so the guess only decides how many steps it takes.
 */
export function rationalRoot(n: bigint, d: bigint, q: bigint, guess: bigint, rounding: Rounding): bigint {
  if (n === 0n) return 0n;
  let x = guess < 1n ? 1n : guess;
  let xq1 = x ** (q - 1n);
  let f = xq1 * x * d - n;
  // Integer Newton on f(x) = x^q*d - n: stops within one unit of the root (|f| < f').
  for (let i = 0; i < 512 && f !== 0n; i++) {
    const step = f / (q * xq1 * d);
    if (step === 0n) break;
    x -= step;
    if (x < 1n) x = 1n;
    xq1 = x ** (q - 1n);
    f = xq1 * x * d - n;
  }
  // Move to the smallest x with x^q*d >= n (the ceil), keeping f = x^q*d - n.
  if (f < 0n) {
    while (f < 0n) {
      x += 1n;
      f = x ** q * d - n;
    }
  } else {
    while (x > 1n) {
      const below = (x - 1n) ** q * d - n;
      if (below < 0n) break;
      x -= 1n;
      f = below;
    }
  }
  if (rounding === "ceil") return x;
  return f === 0n ? x : x - 1n;
}

/**
 * A float estimate of base*(num/den)^e, as a starting point only (never trusted for the result). Operands
 * beyond float range go through log2, so Newton always starts near the root.
 */
export function floatGuess(base: bigint, num: bigint, den: bigint, exponent: number): bigint {
  const direct = Number(base) * (Number(num) / Number(den)) ** exponent;
  if (Number.isFinite(direct) && direct >= 1 && direct < 2 ** 1000) return BigInt(Math.floor(direct));
  const log2 = log2Of(base) + exponent * (log2Of(num) - log2Of(den));
  if (!Number.isFinite(log2) || log2 < 0) return 1n;
  if (log2 < 52) return BigInt(Math.floor(2 ** log2));
  const shift = Math.floor(log2) - 52;
  return BigInt(Math.floor(2 ** (log2 - shift))) << BigInt(shift);
}

function log2Of(x: bigint): number {
  const bits = bitLength(x);
  if (bits <= 1000) return Math.log2(Number(x));
  const shift = bits - 64;
  return Math.log2(Number(x >> BigInt(shift))) + shift;
}

/**
 * Exact floor/ceil of base*(num/den)^(p/q) by integer roots: (base^q * num^p / den^p)^(1/q). Used when p and q
 * are small (weights like 50/50, 80/20, 60/40), where the powers stay a few hundred bits.
 */
export function rootPow(
  base: bigint,
  num: bigint,
  den: bigint,
  p: number,
  q: number,
  rounding: Rounding,
): bigint {
  const bp = BigInt(p);
  const n = base ** BigInt(q) * num ** bp;
  const d = den ** bp;
  if (q === 1) return rounding === "floor" ? n / d : ceilDiv(n, d);
  return rationalRoot(n, d, BigInt(q), floatGuess(base, num, den, p / q), rounding);
}
