import { describe, expect, it } from "vitest";
import { verifyHeavyProof } from "../../src/antelope/heavyProof";
import type { TaggedProducerSchedule } from "../../src/antelope/producerSchedule";
import {
  expectOk,
  nextFour,
  PRODUCERS,
  producedBy,
  roundsAfterAlpha,
  setUp,
} from "./support/syntheticProver";
import { authoritySchedule, publicKeyOf, testKey } from "./syntheticChain";

// Proofs made on an in-memory chain with known keys: the cases real data cannot show. Here: who signs.

describe("finality rounds", () => {
  it("accept BFT blocks each linked to the previous one (the contract's current rule) or to the block to prove", () => {
    const { chain, state } = setUp();
    const target = chain.produce();
    const bft = nextFour(chain);
    const chained = expectOk(verifyHeavyProof(state, chain.heavyProof(target, bft)));
    expect(chained.provenBlock.blockNum).toBe(target);
    expect(chained.provenBlock.blockId).toBe(chain.idOf(target));
    expect(chained.provenBlock.blockMerkleRoot).toBe(chain.blockOf(target).previousBmroot);
    expect(verifyHeavyProof(state, chain.heavyProof(target, bft, { linkTo: "target" })).ok).toBe(true);
  });

  it("reject a BFT block whose path proves a block other than the previous one or the block to prove", () => {
    const { chain, state } = setUp();
    chain.produce();
    const target = chain.produce();
    const bft = nextFour(chain);
    const json = chain.heavyProof(target, bft);
    const unrelated = chain.blockMerklePath(target - 1, bft[2] as number);
    json.blockproof.hashes.push(...unrelated);
    const first = json.blockproof.hashes.length - unrelated.length;
    (json.blockproof.bftproof[2] as { bmproofpath: number[] }).bmproofpath = unrelated.map(
      (_, i) => first + i,
    );
    expect(verifyHeavyProof(state, json)).toEqual({ ok: false, error: "invalid block merkle proof path" });
  });

  it("reject a producer counted twice in one round (the schedule signed by too few producers)", () => {
    const { chain, state } = setUp();
    const target = chain.produce({ producer: "alpha" });
    // The second round is made after the first, on the same chain.
    for (const [round, duplicated] of [
      [["bravo", "bravo", "charlie", "delta"], "bravo"],
      [["bravo", "charlie", "delta", "delta"], "delta"],
    ] as const) {
      expect(verifyHeavyProof(state, chain.heavyProof(target, producedBy(chain, round)))).toEqual({
        ok: false,
        error: `producer duplicated in bft proofs: ${duplicated}`,
      });
    }
  });

  it("reject round two starting with round one's greatest name, as the contract's std::set rbegin check does", () => {
    const { chain, state } = setUp();
    const target = chain.produce({ producer: "alpha" });
    const bft = producedBy(chain, ["delta", "bravo", "delta", "alpha"]);
    expect(verifyHeavyProof(state, chain.heavyProof(target, bft))).toEqual({
      ok: false,
      error: "producer duplicated in bft proofs: delta",
    });
  });

  it("reject blocks signed by a key outside the producer's authority", () => {
    const { chain, state } = setUp();
    const target = chain.produce({ producer: "alpha", signerSeeds: ["bravo"] });
    expect(verifyHeavyProof(state, chain.heavyProof(target, roundsAfterAlpha(chain)))).toEqual({
      ok: false,
      error: "invalid block signature(s)",
    });
  });

  it("need no BFT blocks for a single producer (2/3 of 1 rounds down to 0), and reject any given", () => {
    const { chain, state } = setUp(authoritySchedule(1, ["solo"]));
    const target = chain.produce();
    expect(verifyHeavyProof(state, chain.heavyProof(target, [])).ok).toBe(true);
    expect(verifyHeavyProof(state, chain.heavyProof(target, [chain.produce()]))).toEqual({
      ok: false,
      error: "invalid number of bft proofs",
    });
  });
});

describe("weighted block signing authorities", () => {
  const weighted: TaggedProducerSchedule = {
    format: "authority",
    schedule: {
      version: 1,
      producers: PRODUCERS.map((name) => ({
        producerName: name,
        authority:
          name === "alpha"
            ? {
                threshold: 3,
                keys: [
                  { key: publicKeyOf(testKey("alpha-1")), weight: 1 },
                  { key: publicKeyOf(testKey("alpha-2")), weight: 2 },
                  { key: publicKeyOf(testKey("alpha-3")), weight: 1 },
                ],
              }
            : { threshold: 1, keys: [{ key: publicKeyOf(testKey(name)), weight: 1 }] },
      })),
    },
  };

  it("accept signatures whose weights reach the threshold, whatever their order", () => {
    for (const signers of [
      ["alpha-1", "alpha-2"],
      ["alpha-2", "alpha-3"],
      ["alpha-3", "alpha-1", "alpha-2"],
    ]) {
      const { chain, state } = setUp(weighted);
      const target = chain.produce({ producer: "alpha", signerSeeds: signers });
      expect(
        verifyHeavyProof(state, chain.heavyProof(target, roundsAfterAlpha(chain))).ok,
        signers.join(),
      ).toBe(true);
    }
  });

  it("reject signatures short of the threshold, or one key signing twice", () => {
    for (const signers of [
      ["alpha-2"],
      ["alpha-1", "alpha-3"],
      ["alpha-2", "alpha-2"],
      ["alpha-1", "bravo"],
    ]) {
      const { chain, state } = setUp(weighted);
      const target = chain.produce({ producer: "alpha", signerSeeds: signers });
      expect(
        verifyHeavyProof(state, chain.heavyProof(target, roundsAfterAlpha(chain))),
        signers.join(),
      ).toEqual({
        ok: false,
        error: "invalid block signature(s)",
      });
    }
  });
});
