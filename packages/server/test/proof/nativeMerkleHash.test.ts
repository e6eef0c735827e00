import { randomBytes } from "node:crypto";
import { hashCanonicalPair, MerkleLevels } from "@ux/core/antelope";
import { describe, expect, it } from "vitest";
import { nativeCanonicalPair } from "../../src/proof/nativeMerkleHash";

/* The follower's native pair hash gives core's digests: pair by pair, and as a whole merkle's. */

describe("the native canonical pair hash", () => {
  it("equals core's for digests with the top bit set and clear", () => {
    for (let i = 0; i < 64; i++) {
      const [left, right] = [randomBytes(32).toString("hex"), randomBytes(32).toString("hex")];
      expect(nativeCanonicalPair(left, right)).toBe(hashCanonicalPair(left, right));
    }
  });

  it("gives the same roots, paths and incremental merkles as core's MerkleLevels", () => {
    const leaves = Array.from({ length: 37 }, () => randomBytes(32).toString("hex"));
    const portable = new MerkleLevels(leaves);
    const native = new MerkleLevels(leaves, nativeCanonicalPair);
    for (const count of [1, 2, 5, 16, 37]) {
      expect(native.root(count)).toBe(portable.root(count));
      expect(native.incremental(count)).toEqual(portable.incremental(count));
      expect(native.path(count, count - 1)).toEqual(portable.path(count, count - 1));
    }
  });
});
