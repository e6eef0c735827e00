import { describe, expect, it } from "vitest";
import { verifyHeavyProof } from "../../src/antelope/heavyProof";
import type { TaggedProducerSchedule } from "../../src/antelope/producerSchedule";
import { initChain } from "../../src/antelope/proverInit";
import { EMPTY_PROVER_STATE, type ProverState } from "../../src/antelope/proverState";
import { CHAIN_ID, expectOk, nextFour, PRODUCERS, setUp } from "./support/syntheticProver";
import { authoritySchedule, initJson, legacySchedule } from "./syntheticChain";

// Proofs made on an in-memory chain with known keys: the cases real data cannot show. Here: schedules over time.

describe("schedule changes", () => {
  const v2 = authoritySchedule(2, ["echo", "foxtrot", "golf", "hotel"]);

  function chainWithProposal() {
    const { chain, state } = setUp();
    chain.produceMany(3);
    const proposing = chain.produce({ propose: v2 });
    const proofOfProposal = chain.heavyProof(proposing, nextFour(chain));
    const afterProposal = expectOk(verifyHeavyProof(state, proofOfProposal));
    return { chain, state, proposing, afterProposal };
  }

  it("store the proposed schedule and close the previous one at the block before", () => {
    const { afterProposal, proposing } = chainWithProposal();
    expect(afterProposal.newScheduleVersions).toEqual([2]);
    const records = afterProposal.state.schedules.testchain;
    expect(records?.[1]?.lastBlock).toBe(proposing - 1);
    expect(records?.[2]).toMatchObject({ version: 2, firstBlock: proposing, schedule: v2 });
  });

  it("prove blocks after the proposal still under the old keys but signed over the new schedule's hash", () => {
    const { chain, afterProposal } = chainWithProposal();
    const target = chain.produce();
    expect(verifyHeavyProof(afterProposal.state, chain.heavyProof(target, nextFour(chain))).ok).toBe(true);
  });

  it("switch to the new producers' keys for BFT blocks of the next schedule version", () => {
    const { chain, afterProposal } = chainWithProposal();
    const target = chain.produce();
    const oldRound = chain.produceMany(2);
    chain.activate(v2);
    const newRound = chain.produceMany(2);
    const result = verifyHeavyProof(
      afterProposal.state,
      chain.heavyProof(target, [...oldRound, ...newRound]),
    );
    expect(result.ok).toBe(true);
    const afterActivation = chain.produce();
    expect(verifyHeavyProof(afterProposal.state, chain.heavyProof(afterActivation, nextFour(chain))).ok).toBe(
      true,
    );
  });

  it("reject blocks of the new schedule before the proposal is proven", () => {
    const { chain, state } = chainWithProposal();
    chain.activate(v2);
    const target = chain.produce();
    expect(verifyHeavyProof(state, chain.heavyProof(target, nextFour(chain)))).toEqual({
      ok: false,
      error: "schedule not supported",
    });
  });

  it("reject a proposal that skips a version", () => {
    const { chain, state } = setUp();
    const proposing = chain.produce({ propose: authoritySchedule(3, ["echo"]) });
    expect(verifyHeavyProof(state, chain.heavyProof(proposing, nextFour(chain)))).toEqual({
      ok: false,
      error: "must prove missing schedules in correct sequence",
    });
  });

  it("work the same with legacy schedules (inita, new_producers, one key per producer)", () => {
    const legacyV1 = legacySchedule(1, PRODUCERS);
    const legacyV2 = legacySchedule(2, PRODUCERS, "rotated-");
    const { chain, state } = setUp(legacyV1);
    const proposing = chain.produce({ propose: legacyV2 });
    const afterProposal = expectOk(verifyHeavyProof(state, chain.heavyProof(proposing, nextFour(chain))));
    expect(afterProposal.state.schedules.testchain?.[2]?.schedule).toEqual(legacyV2);
    chain.activate(legacyV2);
    // The new keys sign from now on; the chain signs with the producers' rotated seeds.
    const target = chain.produce({ producer: "alpha", signerSeeds: ["rotated-alpha"] });
    const bft = ["bravo", "charlie", "delta", "alpha"].map((producer) =>
      chain.produce({ producer, signerSeeds: [`rotated-${producer}`] }),
    );
    expect(verifyHeavyProof(afterProposal.state, chain.heavyProof(target, bft)).ok).toBe(true);
    const oldKey = chain.produce({ producer: "alpha", signerSeeds: ["alpha"] });
    expect(
      verifyHeavyProof(
        afterProposal.state,
        chain.heavyProof(
          oldKey,
          bft.map(() => chain.produce()),
        ),
      ),
    ).toEqual({
      ok: false,
      error: "invalid block signature(s)",
    });
  });
});

describe("garbage collection with a clock", () => {
  it("drops expired roots except the highest and keeps at least two schedules", () => {
    const { chain } = setUp();
    let state: ProverState = expectOk(
      initChain(EMPTY_PROVER_STATE, initJson("testchain", CHAIN_ID, authoritySchedule(1, PRODUCERS)), {
        now: 0,
      }),
    ).state;
    const day = 86_400;
    const prove = (now: number, propose?: TaggedProducerSchedule) => {
      const target = chain.produce(propose ? { propose } : {});
      state = expectOk(verifyHeavyProof(state, chain.heavyProof(target, nextFour(chain)), { now })).state;
      if (propose) chain.activate(propose);
      return target;
    };
    const first = prove(0);
    const second = prove(10);
    expect(state.lastProofs.testchain?.map((row) => row.blockHeight)).toEqual([first, second]);
    expect(state.lastProofs.testchain?.[0]?.expiry).toBe(day);
    const third = prove(day + 11);
    // Both earlier roots expired (at day and day + 10); the newest is always kept.
    expect(state.lastProofs.testchain?.map((row) => row.blockHeight)).toEqual([third]);

    prove(2 * day, authoritySchedule(2, PRODUCERS));
    expect(Object.keys(state.schedules.testchain ?? {})).toEqual(["1", "2"]);
    expect(state.schedules.testchain?.[2]?.expiry).toBe(3 * day);
    // A third schedule: the first (expired at one day) goes, two remain.
    prove(2 * day + 1, authoritySchedule(3, PRODUCERS));
    expect(Object.keys(state.schedules.testchain ?? {})).toEqual(["2", "3"]);
  });
});
