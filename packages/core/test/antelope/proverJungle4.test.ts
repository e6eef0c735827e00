import { beforeAll, describe, expect, it } from "vitest";
import { verifyHeavyProof } from "../../src/antelope/heavyProof";
import { verifyLightProof } from "../../src/antelope/lightProof";
import { initChain } from "../../src/antelope/proverInit";
import {
  addProvenRoot,
  EMPTY_PROVER_STATE,
  type ProverState,
  SCHEDULE_OPEN_ENDED,
} from "../../src/antelope/proverState";
import { fromHex, nodeSha256, toHex } from "./independent";
import { jungle4 } from "./jungle4Vectors";

const CHAIN_ID = "73e4385a2708e6d7048834fbc1079f2fabb17b3c125b146af438971e90716c4d";
const LIGHT_ROOT = "17e617990c708a5ddc3dad04ad597f55f043f20228e49bba2fa35d9a800f8294";

function expectOk<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got: ${(result as unknown as { error: string }).error}`);
  return result as Extract<T, { ok: true }>;
}

function initialised(): ProverState {
  return expectOk(initChain(EMPTY_PROVER_STATE, jungle4.schedule36())).state;
}

describe("the Jungle4 proofs on a fresh prover, in the README's order", () => {
  let afterInit: ProverState;
  let afterFirst: ProverState;
  let afterSecond: ProverState;
  let afterThird: ProverState;

  beforeAll(() => {
    afterInit = initialised();
  });

  it("1. init jungle4 with schedule v36: the chain and the schedule hashed as a producer authority schedule", () => {
    expect(afterInit.chains).toEqual({
      jungle4: { name: "jungle4", chainId: CHAIN_ID, returnValueActivated: 0 },
    });
    const v36 = afterInit.schedules.jungle4?.[36];
    expect(v36?.schedule.format).toBe("authority");
    expect(v36?.schedule.schedule.producers).toHaveLength(21);
    expect(v36).toMatchObject({ version: 36, firstBlock: 0, lastBlock: SCHEDULE_OPEN_ENDED, expiry: null });
    expect(v36?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(afterInit.lastProofs).toEqual({});
  });

  it("2. heavy proof of block 24562480 is accepted and stores the schedule v37 it announces", () => {
    const result = expectOk(verifyHeavyProof(afterInit, jungle4.heavy24562480()));
    afterFirst = result.state;
    expect(result.provenBlock).toEqual({
      blockNum: 24562480,
      blockId: "0176cb30a7b2beaa80d8647a24eea50b50d55a300f095cc30dc9b5e91494c812",
      blockMerkleRoot: "621340be576541d06099492955087758d20ef0e18b19f43b8fea30c90a35ec5a",
    });
    expect(result.newScheduleVersions).toEqual([37]);
    expect(result.provenAction).toBeNull();
    const extension = (jungle4.heavy24562480() as HeavyJson).blockproof.blocktoprove.block.header
      .header_extensions[0];
    const v37 = afterFirst.schedules.jungle4?.[37];
    expect(v37).toMatchObject({ version: 37, firstBlock: 24562480, lastBlock: SCHEDULE_OPEN_ENDED });
    expect(v37?.hash).toBe(toHex(nodeSha256(fromHex(extension?.second ?? ""))));
    expect(afterFirst.schedules.jungle4?.[36]?.lastBlock).toBe(24562479);
    expect(afterFirst.lastProofs.jungle4).toEqual([
      { id: 0, blockHeight: 24562480, blockMerkleRoot: result.provenBlock.blockMerkleRoot, expiry: null },
    ]);
  });

  it("3. heavy proof of block 24562919, signed under schedule v37, is accepted", () => {
    const result = expectOk(verifyHeavyProof(afterFirst, jungle4.heavy24562919()));
    afterSecond = result.state;
    expect(result.provenBlock.blockNum).toBe(24562919);
    expect(result.provenBlock.blockMerkleRoot).toBe(
      "642752c811f0181696d19a98bcb729137cea95c200dbce1dca6f529384b9e292",
    );
    expect(result.newScheduleVersions).toEqual([]);
    expect(afterSecond.lastProofs.jungle4?.map((row) => row.id)).toEqual([0, 1]);
  });

  it("4. heavy proof of block 24563672 is accepted with its action proof (eosio.msig::approve)", () => {
    const result = expectOk(verifyHeavyProof(afterSecond, jungle4.heavy24563672()));
    afterThird = result.state;
    expect(result.provenBlock.blockNum).toBe(24563672);
    expect(result.provenAction).toEqual({
      actDigest: "9f1bfb385161192afaef89e5b1cebff8023136e92dad91262b0598b0d52bb80a",
      receiptDigest: "2c000333b542d2dffbd9e64441accc19430038606e61651a99ccd22b3883453d",
    });
    expect(afterThird.lastProofs.jungle4?.map((row) => row.blockHeight)).toEqual([
      24562480, 24562919, 24563672,
    ]);
  });

  it("never changes the state it was given", () => {
    expect(afterInit.schedules.jungle4?.[37]).toBeUndefined();
    expect(afterInit.schedules.jungle4?.[36]?.lastBlock).toBe(SCHEDULE_OPEN_ENDED);
    expect(afterFirst.lastProofs.jungle4).toHaveLength(1);
  });

  it("proving the same block again refreshes its root instead of adding it twice", () => {
    const again = expectOk(verifyHeavyProof(afterThird, jungle4.heavy24563672(), { now: 1_000 }));
    expect(again.state.lastProofs.jungle4).toHaveLength(3);
    expect(again.state.lastProofs.jungle4?.[2]?.expiry).toBe(1_000 + 86_400);
  });
});

describe("the Jungle4 light proof of block 22531781", () => {
  it("is accepted once its root is among the proven roots", () => {
    const state = addProvenRoot(initialised(), "jungle4", 25105838, LIGHT_ROOT);
    const result = expectOk(verifyLightProof(state, jungle4.light22531781()));
    expect(result.provenBlock.blockNum).toBe(22531781);
    expect(result.provenAction.actDigest).toBe(
      "270d4d212c5dc277ab6b2f83e545ff00f762ee6573070e07a2dda288bdc896d4",
    );
  });

  it("is rejected with no proven root, with other roots only, and for an unknown chain", () => {
    expect(verifyLightProof(initialised(), jungle4.light22531781())).toEqual({
      ok: false,
      error: "no root has been proved yet",
    });
    const otherRoot = addProvenRoot(initialised(), "jungle4", 1, "11".repeat(32));
    expect(verifyLightProof(otherRoot, jungle4.light22531781())).toEqual({
      ok: false,
      error: "unknown merkle root. must prove root first",
    });
    expect(verifyLightProof(EMPTY_PROVER_STATE, jungle4.light22531781())).toEqual({
      ok: false,
      error: "chain not found",
    });
  });
});

describe("order and setup", () => {
  it("rejects the proofs signed under schedule v37 before the proof that announces it", () => {
    for (const proof of [jungle4.heavy24562919(), jungle4.heavy24563672()]) {
      expect(verifyHeavyProof(initialised(), proof)).toEqual({ ok: false, error: "schedule not supported" });
    }
  });

  it("rejects proofs of a chain that was never initialised", () => {
    expect(verifyHeavyProof(EMPTY_PROVER_STATE, jungle4.heavy24562480())).toEqual({
      ok: false,
      error: "chain not supported",
    });
  });

  it("refuses to initialise a chain name or chain id twice", () => {
    expect(initChain(initialised(), jungle4.schedule36())).toEqual({
      ok: false,
      error: "chain name already present",
    });
    const renamed = { ...(jungle4.schedule36() as object), chain_name: "jungle5" };
    expect(initChain(initialised(), renamed)).toEqual({ ok: false, error: "chain id already present" });
  });

  it("reports malformed input with the path of each bad field", () => {
    const bad = jungle4.heavy24562480() as HeavyJson;
    bad.blockproof.chain_id = "xyz";
    bad.blockproof.blocktoprove.block.header.producer = "BigHornSheep";
    const result = verifyHeavyProof(initialised(), bad);
    expect(result).toEqual({
      ok: false,
      error:
        "invalid proof input: blockproof.chain_id: must be a 32-byte hex digest; " +
        "blockproof.blocktoprove.block.header.producer: must be a canonical Antelope name",
    });
    expect(verifyHeavyProof(initialised(), null)).toMatchObject({ ok: false });
    expect(verifyLightProof(initialised(), { blockproof: {} })).toMatchObject({ ok: false });
    expect(initChain(EMPTY_PROVER_STATE, { chain_name: "x" })).toMatchObject({ ok: false });
  });
});

interface HeavyJson {
  blockproof: {
    chain_id: string;
    blocktoprove: {
      block: { header: { producer: string; header_extensions: { first: number; second: string }[] } };
    };
  };
}
