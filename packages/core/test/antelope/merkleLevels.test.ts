import { describe, expect, it } from "vitest";
import {
  appendToIncrementalMerkle,
  EMPTY_INCREMENTAL_MERKLE,
  MerkleLevels,
  merkleProofPath,
  merkleRoot,
  sha256Hex,
} from "../../src/antelope";

const leaves = Array.from({ length: 70 }, (_, i) => sha256Hex(new TextEncoder().encode(`leaf ${i}`)));

describe("MerkleLevels", () => {
  const levels = new MerkleLevels(leaves);

  it("gives every prefix's root, proof paths and incremental merkle exactly as the direct computations", () => {
    let incremental = EMPTY_INCREMENTAL_MERKLE;
    for (let count = 0; count <= leaves.length; count++) {
      const prefix = leaves.slice(0, count);
      expect(levels.root(count)).toBe(merkleRoot(prefix));
      expect(levels.incremental(count)).toEqual(incremental);
      for (let index = 0; index < count; index++) {
        expect(levels.path(count, index)).toEqual(merkleProofPath(prefix, index));
      }
      if (count < leaves.length)
        incremental = appendToIncrementalMerkle(incremental, leaves[count] as string);
    }
  });

  it("refuses prefixes it does not have and leaves outside them", () => {
    expect(() => levels.root(71)).toThrow("71 leaves asked of a merkle of 70");
    expect(() => levels.path(10, 10)).toThrow("leaf index 10 out of range for 10 leaves");
  });
});
