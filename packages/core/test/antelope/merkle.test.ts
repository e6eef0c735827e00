import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  appendToIncrementalMerkle,
  EMPTY_INCREMENTAL_MERKLE,
  type IncrementalMerkle,
  incrementalMerkleRoot,
} from "../../src/antelope/incrementalMerkle";
import {
  foldMerkleProofPath,
  hashCanonicalPair,
  isCanonicalLeft,
  isMerkleProofValid,
  makeCanonicalLeft,
  makeCanonicalRight,
  merkleProofPath,
  merkleRoot,
  ZERO_DIGEST,
} from "../../src/antelope/merkle";
import { fromHex, naiveMerkle, nodeSha256, testDigest, toHex } from "./independent";

const leaves = (count: number, salt = "") =>
  Array.from({ length: count }, (_, i) => testDigest(`${salt}${i}`));

function appendAll(values: readonly string[]): IncrementalMerkle {
  return values.reduce(appendToIncrementalMerkle, EMPTY_INCREMENTAL_MERKLE);
}

describe("canonical nodes", () => {
  it("make_canonical_left clears and make_canonical_right sets only the top bit of byte 0", () => {
    const high = `ff${"ab".repeat(31)}`;
    const low = `01${"ab".repeat(31)}`;
    expect(makeCanonicalLeft(high)).toBe(`7f${"ab".repeat(31)}`);
    expect(makeCanonicalLeft(low)).toBe(low);
    expect(makeCanonicalRight(low)).toBe(`81${"ab".repeat(31)}`);
    expect(makeCanonicalRight(high)).toBe(high);
    expect(isCanonicalLeft(low)).toBe(true);
    expect(isCanonicalLeft(high)).toBe(false);
  });

  it("hashes a pair as sha256 of the masked left then masked right digest", () => {
    const a = `f0${"11".repeat(31)}`;
    const b = `0f${"22".repeat(31)}`;
    const expected = toHex(nodeSha256(fromHex(`70${"11".repeat(31)}`), fromHex(`8f${"22".repeat(31)}`)));
    expect(hashCanonicalPair(a, b)).toBe(expected);
  });

  it("rejects nodes that are not 32 bytes", () => {
    expect(() => makeCanonicalLeft("abcd")).toThrow("merkle node must be 32 bytes");
    expect(() => makeCanonicalRight("zz".repeat(32))).toThrow("invalid hex");
  });
});

describe("legacy merkle()", () => {
  it("is the zero digest for no leaves and the leaf itself for one", () => {
    expect(merkleRoot([])).toBe(ZERO_DIGEST);
    expect(ZERO_DIGEST).toBe("00".repeat(32));
    const [only] = leaves(1);
    expect(merkleRoot([only as string])).toBe(only);
  });

  it("pairs the last node of an odd level with itself", () => {
    const [a, b, c] = leaves(3) as [string, string, string];
    expect(merkleRoot([a, b, c])).toBe(hashCanonicalPair(hashCanonicalPair(a, b), hashCanonicalPair(c, c)));
  });

  it("equals an independent implementation for 0 to 70 leaves", () => {
    for (let count = 0; count <= 70; count++)
      expect(merkleRoot(leaves(count)), `${count}`).toBe(naiveMerkle(leaves(count)));
  });
});

describe("incremental merkle", () => {
  it("has the root of merkle() over all leaves appended so far, for 0 to 70 leaves", () => {
    let tree = EMPTY_INCREMENTAL_MERKLE;
    const all = leaves(70, "inc");
    expect(incrementalMerkleRoot(tree)).toBe(ZERO_DIGEST);
    for (let count = 1; count <= all.length; count++) {
      tree = appendToIncrementalMerkle(tree, all[count - 1] as string);
      expect(tree.nodeCount).toBe(count);
      expect(incrementalMerkleRoot(tree), `${count}`).toBe(naiveMerkle(all.slice(0, count)));
    }
  });

  it("keeps at most one active node per level, and only the root for a full tree", () => {
    expect(appendAll(leaves(1)).activeNodes).toEqual(leaves(1));
    expect(appendAll(leaves(2)).activeNodes).toEqual([naiveMerkle(leaves(2))]);
    expect(appendAll(leaves(256)).activeNodes).toEqual([naiveMerkle(leaves(256))]);
    // 3 leaves: the unpaired third leaf, the first pair, and the root.
    const three = leaves(3);
    expect(appendAll(three).activeNodes).toEqual([
      three[2],
      naiveMerkle(three.slice(0, 2)),
      naiveMerkle(three),
    ]);
    expect(appendAll(leaves(255)).activeNodes.length).toBeLessThanOrEqual(9);
  });

  it("continues from the active nodes alone, as the bridge does with a proof's active_nodes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 8 }), (before, after) => {
        const all = leaves(before + after, "cont");
        const partial = appendAll(all.slice(0, before));
        const resumed = all.slice(before).reduce(appendToIncrementalMerkle, {
          nodeCount: partial.nodeCount,
          activeNodes: [...partial.activeNodes],
        });
        expect(incrementalMerkleRoot(resumed)).toBe(naiveMerkle(all));
      }),
      { numRuns: 40 },
    );
  });

  it("throws when the active nodes are fewer than the node count needs", () => {
    const tree = appendAll(leaves(5));
    expect(() => appendToIncrementalMerkle({ nodeCount: 5, activeNodes: [] }, testDigest("x"))).toThrow(
      "not enough active nodes for the merkle node count",
    );
    expect(() =>
      appendToIncrementalMerkle({ nodeCount: -1, activeNodes: tree.activeNodes }, testDigest("x")),
    ).toThrow("invalid merkle node count");
  });
});

describe("proof paths", () => {
  it("fold to the root for every leaf of trees of 1 to 40 leaves", () => {
    for (let count = 1; count <= 40; count++) {
      const all = leaves(count, "path");
      const root = naiveMerkle(all);
      all.forEach((leaf, index) => {
        const path = merkleProofPath(all, index);
        expect(path.length).toBe(count === 1 ? 0 : Math.ceil(Math.log2(count)));
        expect(foldMerkleProofPath(leaf, path), `${count}/${index}`).toBe(root);
        expect(isMerkleProofValid(leaf, path, root)).toBe(true);
      });
    }
  });

  it("carry each sibling's side in its top bit", () => {
    const all = leaves(4, "side");
    const path = merkleProofPath(all, 2);
    expect(path[0]).toBe(makeCanonicalRight(all[3] as string));
    expect(path[1]).toBe(makeCanonicalLeft(hashCanonicalPair(all[0] as string, all[1] as string)));
    // A last odd node's sibling is itself, on the right.
    expect(merkleProofPath(leaves(3, "side"), 2)[0]).toBe(makeCanonicalRight(leaves(3, "side")[2] as string));
  });

  it("reject another leaf, a changed node, a dropped node and a flipped side", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50 }), fc.nat(), fc.nat(), (count, leafSeed, nodeSeed) => {
        const all = leaves(count, "neg");
        const index = leafSeed % count;
        const root = merkleRoot(all);
        const path = merkleProofPath(all, index);
        const at = nodeSeed % path.length;
        const other = all[(index + 1) % count] as string;
        const node = path[at] as string;
        const changedNode = `${node.slice(0, 62)}${((Number.parseInt(node.slice(62), 16) + 1) % 256).toString(16).padStart(2, "0")}`;
        const flippedSide = isCanonicalLeft(node) ? makeCanonicalRight(node) : makeCanonicalLeft(node);
        const leaf = all[index] as string;
        expect(isMerkleProofValid(other, path, root)).toBe(false);
        expect(isMerkleProofValid(leaf, path.with(at, changedNode), root)).toBe(false);
        expect(isMerkleProofValid(leaf, path.toSpliced(at, 1), root)).toBe(false);
        // Flipping the side of a node paired with itself (the last of an odd level) changes nothing.
        const pairedWithItself =
          makeCanonicalLeft(foldMerkleProofPath(leaf, path.slice(0, at))) === makeCanonicalLeft(node);
        if (!pairedWithItself) expect(isMerkleProofValid(leaf, path.with(at, flippedSide), root)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it("reject an index outside the leaves", () => {
    expect(() => merkleProofPath(leaves(3), 3)).toThrow("leaf index 3 out of range for 3 leaves");
    expect(() => merkleProofPath([], 0)).toThrow("out of range");
  });
});
