/** Small integer helpers shared by the AMM math (all operands are bigint units). */

/** Number of significant bits of |x| (0 for 0). */
export function bitLength(x: bigint): number {
  const v = x < 0n ? -x : x;
  if (v === 0n) return 0;
  const hex = v.toString(16);
  const lead = Number.parseInt(hex.charAt(0), 16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(lead));
}

/** ceil(n / d) for n >= 0, d > 0. */
export function ceilDiv(n: bigint, d: bigint): bigint {
  return n === 0n ? 0n : (n - 1n) / d + 1n;
}

/** ceil(x / 2^s) for any sign of x, s >= 0 (>> floors). */
export function ceilShift(x: bigint, s: bigint): bigint {
  return -(-x >> s);
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

export function gcdInt(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}
