import { Checksum256, Signature } from "@wharfkit/antelope";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recoverCompressedKey } from "../../src/engine/transaction/secp256k1Recovery";
import { canonicalK1Signer, signCanonicalCompact } from "../../src/node/canonicalK1Signer";
import { k1KeyAndDigest } from "../engine/support/randomK1";

/** fc's is_canonical over the 65-byte compact form. */
function isCanonical(compact: Uint8Array): boolean {
  const at = (i: number) => compact[i] as number;
  return (
    !(at(1) & 0x80) &&
    !(at(1) === 0 && !(at(2) & 0x80)) &&
    !(at(33) & 0x80) &&
    !(at(33) === 0 && !(at(34) & 0x80))
  );
}

describe("canonical K1 block signer", () => {
  it("signs canonically, and WharfKit and the devnet's recovery both recover the key", () => {
    fc.assert(
      fc.property(k1KeyAndDigest, ({ key, digest }) => {
        const text = canonicalK1Signer(key.data.array)(digest.hexString);
        const signature = Signature.from(text);
        expect(signature.toString()).toBe(text);
        expect(isCanonical(signature.data.array)).toBe(true);
        expect(signature.recoverDigest(digest).equals(key.toPublic())).toBe(true);
        expect(signature.verifyDigest(digest, key.toPublic())).toBe(true);
        const fast = recoverCompressedKey(digest.array, signature.data.array);
        expect(Buffer.from(fast ?? []).toString("hex")).toBe(key.toPublic().data.hexString);
      }),
      { numRuns: 50 },
    );
  });

  it("is deterministic and takes bytes or hex", () => {
    const secret = Buffer.alloc(32, 7);
    const digest = Checksum256.hash(new Uint8Array([1, 2, 3]));
    const sign = canonicalK1Signer(secret);
    expect(sign(digest.hexString)).toBe(sign(digest.array));
    expect(signCanonicalCompact(secret, digest.array)).toEqual(signCanonicalCompact(secret, digest.array));
  });

  it("refuses a digest of the wrong length or an out-of-range key", () => {
    expect(() => signCanonicalCompact(Buffer.alloc(32, 1), new Uint8Array(31))).toThrow();
    expect(() => signCanonicalCompact(Buffer.alloc(32, 0), new Uint8Array(32))).toThrow();
  });
});
