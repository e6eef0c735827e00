import { Bytes, Checksum256, KeyType, PrivateKey } from "@wharfkit/antelope";
import fc from "fast-check";

/** The order of secp256k1's group: a K1 private key is a number from 1 to N - 1. */
export const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The K1 private key of a secret number. */
export function k1KeyOf(secret: bigint): PrivateKey {
  return new PrivateKey(KeyType.K1, Bytes.from(secret.toString(16).padStart(64, "0"), "hex"));
}

/** Any valid K1 secret. */
export const k1Secret = fc.bigInt({ min: 1n, max: SECP256K1_N - 1n });

/** A random K1 key and a random digest to sign. */
export const k1KeyAndDigest = fc
  .tuple(k1Secret, fc.uint8Array({ minLength: 32, maxLength: 32 }))
  .map(([secret, digestBytes]) => ({ key: k1KeyOf(secret), digest: Checksum256.from(digestBytes) }));
