import { describe, expect, it } from "vitest";
import { ACTION_RETURN_VALUE_FEATURE_DIGEST } from "../../src/antelope/actionProof";
import { verifyHeavyProof } from "../../src/antelope/heavyProof";
import { verifyLightProof } from "../../src/antelope/lightProof";
import type { TaggedProducerSchedule } from "../../src/antelope/producerSchedule";
import { blockHeaderToJson, buildLightProofJson, type HeavyProofJson } from "../../src/antelope/proofJson";
import { initChain } from "../../src/antelope/proverInit";
import { EMPTY_PROVER_STATE, type ProverState } from "../../src/antelope/proverState";
import {
  type ActionInBlock,
  authoritySchedule,
  initJson,
  legacySchedule,
  publicKeyOf,
  SyntheticChain,
  testKey,
} from "./syntheticChain";

// Proofs made on an in-memory chain with known keys: the cases real data cannot show.

const CHAIN_ID = "ab".repeat(32);
const PRODUCERS = ["alpha", "bravo", "charlie", "delta"];

function expectOk<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got: ${(result as unknown as { error: string }).error}`);
  return result as Extract<T, { ok: true }>;
}

function setUp(initial: TaggedProducerSchedule = authoritySchedule(1, PRODUCERS), returnValueActivated = 0) {
  const chain = new SyntheticChain(CHAIN_ID, initial);
  const state = expectOk(
    initChain(EMPTY_PROVER_STATE, initJson("testchain", CHAIN_ID, initial, returnValueActivated)),
  ).state;
  return { chain, state };
}

/** Four producers: 4 * 2 / 3 = 2 per round, so a heavy proof carries 4 BFT blocks. */
function nextFour(chain: SyntheticChain): number[] {
  return chain.produceMany(4);
}

/** Two full rounds after a block of alpha's, each producer signing with its own key. */
function roundsAfterAlpha(chain: SyntheticChain): number[] {
  return ["bravo", "charlie", "delta", "bravo"].map((producer) => chain.produce({ producer }));
}

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
    const bft = ["bravo", "bravo", "charlie", "delta"].map((producer) => chain.produce({ producer }));
    expect(verifyHeavyProof(state, chain.heavyProof(target, bft))).toEqual({
      ok: false,
      error: "producer duplicated in bft proofs: bravo",
    });
    const secondRound = ["bravo", "charlie", "delta", "delta"].map((producer) => chain.produce({ producer }));
    expect(verifyHeavyProof(state, chain.heavyProof(target, secondRound))).toEqual({
      ok: false,
      error: "producer duplicated in bft proofs: delta",
    });
  });

  it("reject round two starting with round one's greatest name, as the contract's std::set rbegin check does", () => {
    const { chain, state } = setUp();
    const target = chain.produce({ producer: "alpha" });
    const bft = ["delta", "bravo", "delta", "alpha"].map((producer) => chain.produce({ producer }));
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

describe("action proofs", () => {
  const transfer = (memo: string): ActionInBlock => ({
    action: {
      account: "eosio.token",
      name: "transfer",
      authorization: [{ actor: "alice", permission: "active" }],
      data: Buffer.from(memo).toString("hex"),
    },
  });

  it("prove each of several actions of a block, and a sole action by the [receipt digest] path", () => {
    const { chain, state } = setUp();
    const several = chain.produce({ actions: [transfer("a"), transfer("b"), transfer("c")] });
    const bft = nextFour(chain);
    for (const index of [0, 1, 2]) {
      expect(
        verifyHeavyProof(state, chain.heavyProof(several, bft, { actionIndex: index })).ok,
        `${index}`,
      ).toBe(true);
    }
    const sole = chain.produce({ actions: [transfer("only")] });
    const json = chain.heavyProof(sole, nextFour(chain), { actionIndex: 0 });
    expect(json.actionproof?.amproofpath).toHaveLength(1);
    expect(verifyHeavyProof(state, json).ok).toBe(true);
  });

  it("prove actions of earlier blocks by light proof against a root a heavy proof stored", () => {
    const { chain, state } = setUp();
    const early = chain.produce({ actions: [transfer("early"), transfer("second")] });
    chain.produceMany(6);
    const target = chain.produce();
    const proven = expectOk(verifyHeavyProof(state, chain.heavyProof(target, nextFour(chain))));
    const root = proven.provenBlock.blockMerkleRoot;
    const light = buildLightProofJson({
      chainId: CHAIN_ID,
      header: chain.blockOf(early).header,
      root,
      bmproofpath: chain.blockMerklePath(early, target),
      actionProof: chain.actionProofOf(early, 1),
    });
    const result = expectOk(verifyLightProof(proven.state, light));
    expect(result.provenBlock).toEqual({ blockNum: early, blockId: chain.idOf(early) });
    // The block to prove itself is not under its stored root, which ends at its predecessor.
    const notUnderRoot = {
      ...light,
      blockproof: { ...light.blockproof, header: blockHeaderToJson(chain.blockOf(target).header) },
    };
    expect(verifyLightProof(proven.state, notUnderRoot)).toEqual({
      ok: false,
      error: "invalid block merkle proof",
    });
  });

  it("switch to the return-value act_digest after the block that activates ACTION_RETURN_VALUE", () => {
    const { chain, state } = setUp();
    const activate: ActionInBlock = {
      action: {
        account: "eosio",
        name: "activate",
        authorization: [{ actor: "eosio", permission: "active" }],
        data: ACTION_RETURN_VALUE_FEATURE_DIGEST,
      },
    };
    const activation = chain.produce({ actions: [activate] });
    const afterActivation = expectOk(
      verifyHeavyProof(state, chain.heavyProof(activation, nextFour(chain), { actionIndex: 0 })),
    );
    expect(afterActivation.state.chains.testchain?.returnValueActivated).toBe(activation);

    const withValue = { ...transfer("rv"), returnValue: "0568656c6c6f", returnValueDigest: true };
    const later = chain.produce({ actions: [withValue, { ...transfer("legacy form") }] });
    const bft = nextFour(chain);
    expect(verifyHeavyProof(afterActivation.state, chain.heavyProof(later, bft, { actionIndex: 0 })).ok).toBe(
      true,
    );
    expect(verifyHeavyProof(afterActivation.state, chain.heavyProof(later, bft, { actionIndex: 1 }))).toEqual(
      {
        ok: false,
        error: "digest of action doesn't match the digest in action_receipt",
      },
    );
    // Before the activation is proven, the same action is checked with the legacy digest and fails.
    expect(verifyHeavyProof(state, chain.heavyProof(later, bft, { actionIndex: 0 }))).toMatchObject({
      ok: false,
    });
    // A changed return value is rejected once it is part of the digest.
    const tampered = chain.heavyProof(later, bft, { actionIndex: 0 }) as HeavyProofJson;
    if (tampered.actionproof) tampered.actionproof.returnvalue = "0568656c6c6e";
    expect(verifyHeavyProof(afterActivation.state, tampered)).toEqual({
      ok: false,
      error: "digest of action doesn't match the digest in action_receipt",
    });
  });

  it("leave the return-value block unchanged for the activation of another feature", () => {
    const { chain, state } = setUp();
    const other: ActionInBlock = {
      action: {
        account: "eosio",
        name: "activate",
        authorization: [{ actor: "eosio", permission: "active" }],
        data: "11".repeat(32),
      },
    };
    const block = chain.produce({ actions: [other] });
    const result = expectOk(
      verifyHeavyProof(state, chain.heavyProof(block, nextFour(chain), { actionIndex: 0 })),
    );
    expect(result.state.chains.testchain?.returnValueActivated).toBe(0);
  });

  it("use the return-value digest for blocks after the activation block given at init", () => {
    const { chain } = setUp();
    const state = expectOk(
      initChain(EMPTY_PROVER_STATE, initJson("testchain", CHAIN_ID, authoritySchedule(1, PRODUCERS), 2)),
    ).state;
    chain.produceMany(2);
    const block = chain.produce({ actions: [{ ...transfer("x"), returnValueDigest: true }] });
    expect(block).toBeGreaterThan(2);
    expect(verifyHeavyProof(state, chain.heavyProof(block, nextFour(chain), { actionIndex: 0 })).ok).toBe(
      true,
    );
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
