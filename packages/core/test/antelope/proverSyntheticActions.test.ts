import { describe, expect, it } from "vitest";
import { ACTION_RETURN_VALUE_FEATURE_DIGEST } from "../../src/antelope/actionProof";
import { verifyHeavyProof } from "../../src/antelope/heavyProof";
import { verifyLightProof } from "../../src/antelope/lightProof";
import { blockHeaderToJson, buildLightProofJson, type HeavyProofJson } from "../../src/antelope/proofJson";
import { initChain } from "../../src/antelope/proverInit";
import { EMPTY_PROVER_STATE } from "../../src/antelope/proverState";
import { CHAIN_ID, expectOk, nextFour, PRODUCERS, setUp } from "./support/syntheticProver";
import { type ActionInBlock, authoritySchedule, initJson } from "./syntheticChain";

// Proofs made on an in-memory chain with known keys: the cases real data cannot show. Here: action proofs.

describe("action proofs", () => {
  const transfer = (memo: string): ActionInBlock => ({
    action: {
      account: "eosio.token",
      name: "transfer",
      authorization: [{ actor: "alice", permission: "active" }],
      data: Buffer.from(memo).toString("hex"),
    },
  });
  /** eosio::activate of the protocol feature with this digest. */
  const activate = (featureDigest: string): ActionInBlock => ({
    action: {
      account: "eosio",
      name: "activate",
      authorization: [{ actor: "eosio", permission: "active" }],
      data: featureDigest,
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
    const activation = chain.produce({ actions: [activate(ACTION_RETURN_VALUE_FEATURE_DIGEST)] });
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
    const block = chain.produce({ actions: [activate("11".repeat(32))] });
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
