import {
  actionDigestWithReturnValue,
  actionReceiptDigest as coreReceiptDigest,
  legacyActionDigest,
  merkleRoot,
} from "@ux/core/antelope";
import { Checksum256, KeyType, PrivateKey, Serializer, Signature } from "@wharfkit/antelope";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fastActionDigestWithReturnValue,
  fastLegacyActionDigest,
} from "../../src/engine/execution/actionDigest";
import { actionReceiptDigest } from "../../src/node/actionReceiptDigest";
import { legacyMerkleRoot } from "../../src/node/legacyMerkle";
import { packedSignature } from "../../src/node/packedSignature";
import { digest, name } from "./antelopeArbitraries";

// The block path's digests are computed with node's sha256 on packed buffers; core's versions (written
// for clarity, used by the bridge and the proofs) are the reference they must match byte for byte.

const uint64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
const hex = fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString("hex"));
const level = fc.record({ actor: name, permission: name });

/** The fast digest gives core's, for every generated value. */
function agreesWithCore<T>(
  values: fc.Arbitrary<T>,
  fast: (value: T) => string,
  core: (value: T) => string,
  numRuns: number,
) {
  fc.assert(
    fc.property(values, (value) => {
      expect(fast(value)).toBe(core(value));
    }),
    { numRuns },
  );
}

describe("fast block digests", () => {
  it("legacy merkle root: core's merkleRoot for 0 to 40 leaves", () => {
    agreesWithCore(fc.array(digest, { maxLength: 40 }), legacyMerkleRoot, merkleRoot, 60);
  });

  it("action receipt digest: core's actionReceiptDigest", () => {
    const receipt = fc.record({
      receiver: name,
      actDigest: digest,
      globalSequence: uint64,
      recvSequence: uint64,
      authSequence: fc.array(fc.record({ account: name, sequence: uint64 }), { maxLength: 4 }),
      codeSequence: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      abiSequence: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    });
    agreesWithCore(receipt, actionReceiptDigest, coreReceiptDigest, 200);
  });

  it("act_digest with and without return value: core's action digests", () => {
    const action = fc.record({
      account: name,
      name: name,
      authorization: fc.array(level, { maxLength: 3 }),
      data: hex,
    });
    fc.assert(
      fc.property(action, hex, (value, returnValue) => {
        expect(fastLegacyActionDigest(value)).toBe(legacyActionDigest(value));
        expect(fastActionDigestWithReturnValue(value, returnValue)).toBe(
          actionDigestWithReturnValue(value, returnValue),
        );
      }),
      { numRuns: 200 },
    );
  });

  it("packed signatures: WharfKit's serialization for K1 and R1, and checksum-checked", () => {
    for (const type of [KeyType.K1, KeyType.R1]) {
      for (let i = 0; i < 20; i++) {
        const text = PrivateKey.generate(type)
          .signDigest(Checksum256.hash(Uint8Array.of(i)))
          .toString();
        const expected = Serializer.encode({ object: Signature.from(text), type: "signature" }).hexString;
        expect(packedSignature(text).toString("hex")).toBe(expected);
      }
    }
    const text = PrivateKey.generate(KeyType.K1)
      .signDigest(Checksum256.hash(Uint8Array.of(1)))
      .toString();
    // One character changed: the checksum no longer matches, and WharfKit's own error comes out.
    const last = text.at(-1) === "1" ? "2" : "1";
    expect(() => packedSignature(`${text.slice(0, -1)}${last}`)).toThrow(/checksum/i);
  });
});
