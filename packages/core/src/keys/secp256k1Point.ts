/**
 * Whether 33 bytes are a compressed secp256k1 point: prefix 0x02/0x03 and an x coordinate below the
 * field prime for which x^3 + 7 is a square (so some y exists). A key that fails this has a valid
 * checksum but could never sign, and an account created with it would be lost.
 */
const FIELD_PRIME = 2n ** 256n - 2n ** 32n - 977n;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

export function isCompressedPoint(bytes: Uint8Array): boolean {
  if (bytes.length !== 33 || (bytes[0] !== 0x02 && bytes[0] !== 0x03)) return false;
  let x = 0n;
  for (const byte of bytes.subarray(1)) x = (x << 8n) | BigInt(byte);
  if (x >= FIELD_PRIME) return false;
  const ySquared = (x * x * x + 7n) % FIELD_PRIME;
  // Euler's criterion: a non-zero value is a square mod p iff value^((p-1)/2) = 1.
  return ySquared === 0n || modPow(ySquared, (FIELD_PRIME - 1n) / 2n, FIELD_PRIME) === 1n;
}
