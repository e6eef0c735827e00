import {
  appendToIncrementalMerkle,
  type BlockHeader,
  blockHeaderDigest,
  blockIdFromDigest,
  EMPTY_INCREMENTAL_MERKLE,
  headerSigningDigest,
  type IncrementalMerkle,
} from "@ux/core/antelope";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fastBlockHeaderDigest,
  fastBlockId,
  fastHeaderSigningDigest,
} from "../../src/node/blockHeaderDigests";
import { appendBlockId } from "../../src/node/blockMerkle";
import { digest, name } from "./antelopeArbitraries";

// The sealing path's digests use node's sha256 on buffers; core's (WharfKit's sha256, used by the proofs
// and the bridge) are the reference they must match byte for byte.

const header: fc.Arbitrary<BlockHeader> = fc.record({
  timestamp: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  producer: name,
  confirmed: fc.integer({ min: 0, max: 0xffff }),
  previous: digest,
  transactionMroot: digest,
  actionMroot: digest,
  scheduleVersion: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  newProducers: fc.constant(null),
  headerExtensions: fc.array(
    fc.record({
      type: fc.integer({ min: 0, max: 0xffff }),
      data: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString("hex")),
    }),
    { maxLength: 2 },
  ),
});

describe("fast block header digests", () => {
  it("header digest and block id: core's blockHeaderDigest and blockIdFromDigest", () => {
    fc.assert(
      fc.property(header, fc.integer({ min: 1, max: 2 ** 32 - 1 }), (value, blockNum) => {
        const digestHex = fastBlockHeaderDigest(value);
        expect(digestHex).toBe(blockHeaderDigest(value));
        expect(fastBlockId(digestHex, blockNum)).toBe(blockIdFromDigest(digestHex, blockNum));
      }),
      { numRuns: 200 },
    );
  });

  it("signing digest: core's headerSigningDigest", () => {
    fc.assert(
      fc.property(digest, digest, digest, (headerDigest, root, scheduleHash) => {
        expect(fastHeaderSigningDigest(headerDigest, root, scheduleHash)).toBe(
          headerSigningDigest(headerDigest, root, scheduleHash),
        );
      }),
      { numRuns: 100 },
    );
  });

  it("block merkle: core's appendToIncrementalMerkle over 300 appends", () => {
    let fast: IncrementalMerkle = EMPTY_INCREMENTAL_MERKLE;
    let core: IncrementalMerkle = EMPTY_INCREMENTAL_MERKLE;
    const ids = fc.sample(digest, { numRuns: 300, seed: 18 });
    for (const id of ids) {
      fast = appendBlockId(fast, id);
      core = appendToIncrementalMerkle(core, id);
      expect(fast).toEqual(core);
    }
  });

  it("refuses what is not a 32-byte digest, as core does", () => {
    expect(() => fastHeaderSigningDigest("ab", "00".repeat(32), "00".repeat(32))).toThrow(/32 bytes/);
    expect(() => appendBlockId(EMPTY_INCREMENTAL_MERKLE, "zz".repeat(32))).toThrow(/32 bytes/);
  });
});
