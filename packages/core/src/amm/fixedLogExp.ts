import { bitLength } from "./bigintMath";

/**
 * Binary fixed-point ln and exp (value * 2^bits) with a stated absolute error bound in ulps (units of 2^-bits),
 * so callers can tell whether a rounded result is certain. Only used for weight ratios too awkward for exact
 * integer roots (e.g. 3334/3333).
 */

export interface FixedValue {
  /** value * 2^bits, truncated */
  readonly value: bigint;
  /** proven bound on |value - exact * 2^bits| */
  readonly errUlps: bigint;
}

const GUARD = 64;
let ln2Bits = 0;
let ln2Value = 0n;
const expTables = new Map<number, bigint[]>();

/** Highest index of the exp(j/16) table: t in [0, ln 2) rounds to j <= 11. */
const EXP_TABLE_MAX = 12;

/** floor(ln 2 * 2^bits) within one ulp, from 2*atanh(1/3) computed with guard bits and cached. */
export function ln2Fixed(bits: number): bigint {
  // Always keep GUARD spare bits so the returned value is within one ulp.
  if (ln2Bits < bits + GUARD) {
    const w = bits + 2 * GUARD;
    const one = 1n << BigInt(w);
    let pw = one / 3n;
    let sum = 0n;
    for (let k = 1n; pw !== 0n; k += 2n) {
      sum += pw / k;
      pw /= 9n;
    }
    ln2Bits = w;
    ln2Value = 2n * sum;
  }
  return ln2Value >> BigInt(ln2Bits - bits);
}

/** exp(j/16) * 2^bits for j = 0..12, each within one ulp (Taylor with guard bits, cached per precision). */
function expTable(bits: number): bigint[] {
  const cached = expTables.get(bits);
  if (cached) return cached;
  const w = BigInt(bits + GUARD);
  const table: bigint[] = [];
  for (let j = 0n; j <= BigInt(EXP_TABLE_MAX); j++) {
    let term = 1n << w;
    let sum = term;
    for (let n = 1n; term !== 0n; n++) {
      term = (term * j) / (16n * n);
      sum += term;
    }
    table.push(sum >> BigInt(GUARD));
  }
  if (expTables.size > 16) expTables.clear();
  expTables.set(bits, table);
  return table;
}

/**
 * ln(num/den) for num, den > 0. Reduces x = num/den to a/b * 2^k with a/b in [1/sqrt2, sqrt2), then
 * ln(a/b) = 2 atanh(z), z = (a-b)/(a+b), |z| <= 0.1716. Error: 2 ulps per series term (+4) doubled, plus
 * 2 for k*ln2.
 */
export function lnFixed(num: bigint, den: bigint, bits: number): FixedValue {
  let k = bitLength(num) - bitLength(den);
  let a = num;
  let b = den;
  if (k > 0) b <<= BigInt(k);
  else if (k < 0) a <<= BigInt(-k);
  if (2n * a * a < b * b) {
    a <<= 1n;
    k -= 1;
  } else if (a * a >= 2n * b * b) {
    b <<= 1n;
    k += 1;
  }
  const shift = BigInt(bits);
  const negative = a < b;
  const z = ((negative ? b - a : a - b) << shift) / (a + b);
  const z2 = (z * z) >> shift;
  let sum = 0n;
  let terms = 0n;
  for (let pw = z, odd = 1n; pw !== 0n; odd += 2n) {
    sum += pw / odd;
    pw = (pw * z2) >> shift;
    terms++;
  }
  const lnx = negative ? -2n * sum : 2n * sum;
  const kln2 = k === 0 ? 0n : (BigInt(k) * ln2Fixed(bits + GUARD)) >> BigInt(GUARD);
  return { value: lnx + kln2, errUlps: 4n * terms + 12n };
}

export interface FixedExp {
  /** exp(y) ~= mantissa * 2^(exp2 - bits) */
  readonly mantissa: bigint;
  readonly exp2: number;
  readonly errUlps: bigint;
}

/**
 * exp(y) for y = value * 2^-bits (error yErr ulps): y = m ln2 + t, t in [0, ln2); exp(t) = exp(j/16) exp(u)
 * with |u| <= 1/32, so the Taylor series needs about bits/5 terms. The error bound covers the input error
 * (times e^(1/32) < 1 + 1/16), 2 ulps per term, the table ulp and the final multiply, times e^(12/16) < 3.
 */
export function expFixed(y: bigint, yErr: bigint, bits: number): FixedExp {
  const shift = BigInt(bits);
  const ln2 = ln2Fixed(bits);
  let m = y / ln2;
  if (y < 0n && m * ln2 !== y) m -= 1n;
  const t = y - ((m * ln2Fixed(bits + GUARD)) >> BigInt(GUARD));
  let j = Number((t * 16n + (1n << (shift - 1n))) >> shift);
  if (j < 0) j = 0;
  if (j > EXP_TABLE_MAX) j = EXP_TABLE_MAX;
  const u = t - (BigInt(j) << (shift - 4n));
  let sum = (1n << shift) + u;
  let term = u;
  let terms = 2n;
  for (let n = 2n; ; n++) {
    term = (term * u) / (n << shift);
    if (term === 0n) break;
    sum += term;
    terms++;
  }
  const tErr = yErr + 2n;
  const sumErr = tErr + (tErr + 15n) / 16n + 2n * terms + 2n;
  const table = expTable(bits);
  const mantissa = (sum * (table[j] ?? 0n)) >> shift;
  return { mantissa, exp2: Number(m), errUlps: 3n * sumErr + 3n };
}
