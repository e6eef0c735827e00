/**
 * Independent high-precision reference for the AMM tests (decimal.js is not installed in this workspace):
 * decimal fixed point with 200 digits, ln by repeated square roots plus the Mercator series, exp by Taylor on
 * y/2^30 followed by 30 squarings. Deliberately a different algorithm and base from src/amm (binary, atanh,
 * exp tables, integer roots), so agreement is evidence, not an echo. Slow by design; tests only.
 */

const DIGITS = 200n;
const ONE = 10n ** DIGITS;
const HALVINGS = 30;

/** A real number as value * 10^-200. */
export type Dec = bigint;

export function dec(num: bigint, den = 1n): Dec {
  return (num * ONE) / den;
}

export function mul(a: Dec, b: Dec): Dec {
  return (a * b) / ONE;
}

export function div(a: Dec, b: Dec): Dec {
  return (a * ONE) / b;
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

function sqrtDec(a: Dec): Dec {
  return isqrt(a * ONE);
}

/** ln(a) for a > 0. */
export function ln(a: Dec): Dec {
  let x = a;
  for (let i = 0; i < HALVINGS; i++) x = sqrtDec(x);
  // x = a^(2^-30) is within ~1e-8 of 1 for our inputs: ln(1+v) = v - v^2/2 + v^3/3 - ...
  const v = x - ONE;
  let sum = 0n;
  let pw = v;
  for (let n = 1n; pw !== 0n; n++) {
    sum += (n % 2n === 1n ? pw : -pw) / n;
    pw = mul(pw, v);
  }
  return sum * (1n << BigInt(HALVINGS));
}

export function exp(y: Dec): Dec {
  const small = y / (1n << BigInt(HALVINGS));
  let sum = ONE;
  let term = ONE;
  for (let n = 1n; term !== 0n; n++) {
    term = mul(term, small) / n;
    sum += term;
  }
  for (let i = 0; i < HALVINGS; i++) sum = mul(sum, sum);
  return sum;
}

/** x^e for x > 0 and a rational exponent p/q. */
export function pow(x: Dec, p: bigint, q: bigint): Dec {
  return exp((ln(x) * p) / q);
}

const MARGIN = 10n ** 60n;

/**
 * The integer n when a is within 1e-100 of it (the reference keeps ~180 good digits (relative), so such a value is taken
 * to be exactly n, e.g. (1/2)^5 * 32), else null.
 */
export function nearInteger(a: Dec): bigint | null {
  const f = a / ONE;
  const frac = a - f * ONE;
  if (frac < MARGIN) return f;
  if (ONE - frac < MARGIN) return f + 1n;
  return null;
}

/** floor of a non-negative Dec. */
export function floorDec(a: Dec): bigint {
  return nearInteger(a) ?? a / ONE;
}

/** ceil of a non-negative Dec. */
export function ceilDec(a: Dec): bigint {
  return nearInteger(a) ?? a / ONE + 1n;
}

const BPS = 10_000n;

/** floor(Bo * (1 - (Bi/(Bi + in*(1-fee)))^(wi/wo))) */
export function refOutGivenIn(
  bi: bigint,
  wi: number,
  bo: bigint,
  wo: number,
  amountIn: bigint,
  fee: number,
): bigint {
  const effective = dec(amountIn * (BPS - BigInt(fee)), BPS);
  const ratio = div(dec(bi), dec(bi) + effective);
  return floorDec(mul(dec(bo), ONE - pow(ratio, BigInt(wi), BigInt(wo))));
}

/** ceil(Bi * ((Bo/(Bo-out))^(wo/wi) - 1) / (1-fee)) */
export function refInGivenOut(
  bi: bigint,
  wi: number,
  bo: bigint,
  wo: number,
  out: bigint,
  fee: number,
): bigint {
  const ratio = dec(bo, bo - out);
  const grown = mul(dec(bi), pow(ratio, BigInt(wo), BigInt(wi)) - ONE);
  return ceilDec(div(grown, dec(BPS - BigInt(fee), BPS)));
}

/** Balancer single-asset join (fee on the non-proportional share (1-w) of the input), LP before impact fee. */
export function refJoinCurve(bi: bigint, wi: number, supply: bigint, amountIn: bigint, fee: number): bigint {
  const w = dec(BigInt(wi), BPS);
  const feeShare = mul(ONE - w, dec(BigInt(fee), BPS));
  const effective = mul(dec(amountIn), ONE - feeShare);
  const ratio = div(dec(bi) + effective, dec(bi));
  return floorDec(mul(dec(supply), pow(ratio, BigInt(wi), BPS) - ONE));
}

/** Balancer single-asset exit: Bo*(1 - (1 - lpIn/S)^(1/w)) * (1 - (1-w)*fee), before impact fee. */
export function refExitCurve(bo: bigint, wo: number, supply: bigint, lpIn: bigint, fee: number): bigint {
  const w = dec(BigInt(wo), BPS);
  const feeShare = mul(ONE - w, dec(BigInt(fee), BPS));
  const ratio = dec(supply - lpIn, supply);
  const gross = mul(dec(bo), ONE - pow(ratio, BPS, BigInt(wo)));
  return floorDec(mul(gross, ONE - feeShare));
}

/** base * (num/den)^(p/q) as a Dec. */
export function refScaledPow(base: bigint, num: bigint, den: bigint, p: number, q: number): Dec {
  return mul(dec(base), pow(dec(num, den), BigInt(p), BigInt(q)));
}
