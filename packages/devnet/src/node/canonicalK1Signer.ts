import { createHash, createHmac } from "node:crypto";
import { k1Curve } from "../engine/transaction/secp256k1Recovery";

/**
 * Signs digests with one K1 key, giving the canonical compact signatures Antelope requires (fc's
 * sign_compact): low S, r and s each in [2^247, 2^255), retried with a fresh nonce (RFC 6979 with the
 * attempt number as extra data, as fc passes a counter to libsecp256k1) until both are. Used for block
 * signatures, 8 a second on an idle devnet: WharfKit's bn.js signing took a few ms each (with its own
 * retries); this one multiplies G from the recovery code's fixed-base table (one addition per byte) and
 * hashes natively. Not constant-time, which is fine for the devnet's derived keys. Deterministic: the
 * same key and digest always give the same signature.
 */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_N = N >> 1n;
const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** Antelope's K1 recovery byte: 27 + 4 (compressed key) + the recovery id. */
const COMPACT_RECOVERY_BASE = 31;

function toBigint(bytes: Uint8Array): bigint {
  return BigInt(`0x${Buffer.from(bytes).toString("hex")}`);
}

function toBytes32(value: bigint): Buffer {
  return Buffer.from(value.toString(16).padStart(64, "0"), "hex");
}

function invertModN(value: bigint): bigint {
  let [low, high] = [value % N, N];
  let [lowCoefficient, highCoefficient] = [1n, 0n];
  while (low > 1n) {
    const quotient = high / low;
    [lowCoefficient, highCoefficient] = [highCoefficient - lowCoefficient * quotient, lowCoefficient];
    [low, high] = [high - low * quotient, low];
  }
  return ((lowCoefficient % N) + N) % N;
}

/** RFC 6979 (HMAC-SHA256) nonces for one secret and digest, with optional extra data (section 3.6). */
function* rfc6979Nonces(secret: Buffer, digest: Buffer, extra: Buffer): Generator<bigint> {
  const hmac = (key: Buffer, ...parts: Buffer[]) => {
    const mac = createHmac("sha256", key);
    for (const part of parts) mac.update(part);
    return mac.digest();
  };
  const message = toBytes32(toBigint(digest) % N);
  let v = Buffer.alloc(32, 1);
  let k = Buffer.alloc(32, 0);
  k = hmac(k, v, Buffer.of(0), secret, message, extra);
  v = hmac(k, v);
  k = hmac(k, v, Buffer.of(1), secret, message, extra);
  v = hmac(k, v);
  for (;;) {
    v = hmac(k, v);
    const candidate = toBigint(v);
    if (candidate > 0n && candidate < N) yield candidate;
    k = hmac(k, v, Buffer.of(0));
    v = hmac(k, v);
  }
}

/** fc's is_canonical, for r or s: no top bit set, and no zero first byte before one below 0x80. */
function isCanonicalPart(value: bigint): boolean {
  return value >> 255n === 0n && value >> 247n !== 0n;
}

function base58(bytes: Uint8Array): string {
  let value = toBigint(bytes);
  let digits = "";
  while (value > 0n) {
    digits = BASE58_ALPHABET[Number(value % 58n)] + digits;
    value /= 58n;
  }
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros++;
  return "1".repeat(leadingZeros) + digits;
}

/** SIG_K1_ text of a compact signature: base58 of the data and 4 bytes of ripemd160(data, "K1"). */
function signatureText(compact: Buffer): string {
  const checksum = createHash("ripemd160").update(compact).update("K1").digest().subarray(0, 4);
  return `SIG_K1_${base58(Buffer.concat([compact, checksum]))}`;
}

/** One canonical compact signature (65 bytes: recovery byte, r, s) of a 32-byte digest. */
export function signCanonicalCompact(secret: Uint8Array, digest: Uint8Array): Buffer {
  const d = toBigint(secret);
  if (digest.length !== 32 || d <= 0n || d >= N) throw new Error("K1 signing needs a 32-byte digest and key");
  const secretBytes = toBytes32(d);
  const digestBytes = Buffer.from(digest);
  const e = toBigint(digest) % N;
  for (let attempt = 0; ; attempt++) {
    const extra = attempt === 0 ? Buffer.alloc(0) : toBytes32(BigInt(attempt));
    for (const k of rfc6979Nonces(secretBytes, digestBytes, extra)) {
      const point = k1Curve.multiplyGenerator(k);
      if (!point) continue;
      // x >= n (recovery ids 2-3) leaves r below 2^129, so only ids 0-1 can be canonical.
      const r = point.x % N;
      if (!isCanonicalPart(r)) break; // about half the nonces: next attempt, with fresh extra data
      let s = (invertModN(k) * ((e + r * d) % N)) % N;
      if (s === 0n) continue;
      let recoveryId = (point.y & 1n) === 1n ? 1 : 0;
      if (s > HALF_N) {
        s = N - s;
        recoveryId ^= 1;
      }
      if (!isCanonicalPart(s)) break;
      return Buffer.concat([Buffer.of(COMPACT_RECOVERY_BASE + recoveryId), toBytes32(r), toBytes32(s)]);
    }
  }
}

/** A signer for one K1 secret (32 bytes): digest (hex or bytes) to SIG_K1_ text. */
export function canonicalK1Signer(secret: Uint8Array): (digest: string | Uint8Array) => string {
  const key = Uint8Array.from(secret);
  return (digest) =>
    signatureText(
      signCanonicalCompact(key, typeof digest === "string" ? Buffer.from(digest, "hex") : digest),
    );
}
