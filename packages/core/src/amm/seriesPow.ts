import { bitLength, ceilShift } from "./bigintMath";
import { expFixed, lnFixed } from "./fixedLogExp";
import { floatGuess, type Rounding, rationalRoot } from "./rootPow";

/** Precision ceiling before falling back to exact big powers (in practice reached only by results that are exact integers). */
export const SERIES_MAX_BITS = 4096;

/**
 * Exact floor/ceil of base*(num/den)^(p/q) through exp((p/q) ln(num/den)) in binary fixed point. Each attempt
 * yields an interval that provably holds the real value; when its floor (or ceil) is the same at both ends the
 * answer is certain, otherwise precision doubles. Returns null when the value exceeds `limit`.
 */
export function seriesPow(
  base: bigint,
  num: bigint,
  den: bigint,
  p: number,
  q: number,
  rounding: Rounding,
  limit: bigint | null = null,
  maxBits: number = SERIES_MAX_BITS,
): bigint | null {
  if (base === 0n) return 0n;
  if (num === den || p === 0) return limit !== null && base > limit ? null : base;
  const baseBits = bitLength(base);
  const exponentBits = bitLength(BigInt(Math.ceil(p / q)));
  // ~40 bits beyond the result's size and the exponent's error growth; a multiple of 32 keeps the
  // per-precision exp table cache small.
  const wanted = Math.max(64, baseBits, limit === null ? 0 : bitLength(limit)) + exponentBits + 40;
  let bits = Math.ceil(wanted / 32) * 32;
  let guess = 0n;
  for (; bits <= maxBits; bits *= 2) {
    const attempt = attemptAt({ base, num, den, p, q, rounding, limit }, bits, baseBits);
    if (attempt.kind === "certain") return attempt.value;
    if (attempt.kind === "over") return null;
    guess = attempt.guess;
  }
  // Only an exactly representable result is ambiguous at every precision: settle it with exact powers.
  if (guess === 0n) guess = floatGuess(base, num, den, p / q);
  const bp = BigInt(p);
  const exact = rationalRoot(base ** BigInt(q) * num ** bp, den ** bp, BigInt(q), guess, rounding);
  return limit !== null && exact > limit ? null : exact;
}

type Attempt = { kind: "certain"; value: bigint } | { kind: "over" } | { kind: "ambiguous"; guess: bigint };

/** What seriesPow was asked: base*(num/den)^(p/q), rounded, and the limit past which it answers null. */
interface PowRequest {
  base: bigint;
  num: bigint;
  den: bigint;
  p: number;
  q: number;
  rounding: Rounding;
  limit: bigint | null;
}

function attemptAt(request: PowRequest, bits: number, baseBits: number): Attempt {
  const { base, num, den, p, q, rounding, limit } = request;
  const ln = lnFixed(num, den, bits);
  const bp = BigInt(p);
  const bq = BigInt(q);
  const y = (ln.value * bp) / bq;
  const yErr = (ln.errUlps * bp + bq - 1n) / bq + 1n;
  const e = expFixed(y, yErr, bits);
  // value = base * exp(y) < base * 2^(exp2 + 2): decide tiny and huge values without the full product.
  if (e.exp2 + baseBits + 3 < 0) return { kind: "certain", value: rounding === "floor" ? 0n : 1n };
  if (limit !== null && e.exp2 + baseBits - 2 > bitLength(limit)) return { kind: "over" };
  const center = base * e.mantissa;
  const spread = base * e.errUlps;
  const shift = bits - e.exp2;
  let lo: bigint;
  let hi: bigint;
  if (shift >= 0) {
    const s = BigInt(shift);
    lo = rounding === "floor" ? (center - spread) >> s : ceilShift(center - spread, s);
    hi = rounding === "floor" ? (center + spread) >> s : ceilShift(center + spread, s);
  } else {
    const s = BigInt(-shift);
    lo = (center - spread) << s;
    hi = (center + spread) << s;
  }
  if (lo === hi && lo >= 0n) {
    if (limit !== null && lo > limit) return { kind: "over" };
    return { kind: "certain", value: lo };
  }
  if (limit !== null && lo > limit) return { kind: "over" };
  return { kind: "ambiguous", guess: hi > 0n ? hi : 1n };
}
