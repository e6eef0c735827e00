import { Bytes, Checksum256, KeyType, PrivateKey, Signature } from "@wharfkit/antelope";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recoverCompressedKey } from "../../src/engine/transaction/secp256k1Recovery";
import { k1KeyAndDigest } from "./support/randomK1";

describe("secp256k1 recovery (fast path)", () => {
  it("recovers exactly the key WharfKit recovers, for random keys and digests", () => {
    fc.assert(
      fc.property(k1KeyAndDigest, ({ key, digest }) => {
        const signature = key.signDigest(digest);
        const fast = recoverCompressedKey(digest.array, signature.data.array);
        expect(fast && Buffer.from(fast).toString("hex")).toBe(
          signature.recoverDigest(digest).data.hexString,
        );
        expect(Buffer.from(fast ?? []).toString("hex")).toBe(key.toPublic().data.hexString);
      }),
      { numRuns: 100 },
    );
  });

  it("leaves unusual forms to the reference implementation", () => {
    const key = new PrivateKey(KeyType.K1, Bytes.from("01".repeat(32), "hex"));
    const digest = Checksum256.hash(new Uint8Array([1, 2, 3]));
    const signature = key.signDigest(digest).data.array;
    expect(recoverCompressedKey(digest.array, signature.subarray(0, 64))).toBeUndefined();
    const highRecoveryId = Uint8Array.from(signature);
    highRecoveryId[0] = 31 + 2;
    expect(recoverCompressedKey(digest.array, highRecoveryId)).toBeUndefined();
    const zeroR = Uint8Array.from(signature);
    zeroR.fill(0, 1, 33);
    expect(recoverCompressedKey(digest.array, zeroR)).toBeUndefined();
    // A flipped recovery parity recovers a different (valid) key, as libsecp256k1 would.
    const flipped = Uint8Array.from(signature);
    flipped[0] = (signature[0] as number) === 31 ? 32 : 31;
    const other = Buffer.from(recoverCompressedKey(digest.array, flipped) ?? []).toString("hex");
    const wharfOther = new Signature(KeyType.K1, Bytes.from(flipped)).recoverDigest(digest).data.hexString;
    expect(other).toBe(wharfOther);
    expect(other).not.toBe(key.toPublic().data.hexString);
  });
});
