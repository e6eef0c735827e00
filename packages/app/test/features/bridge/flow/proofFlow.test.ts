import type { BridgeStatus } from "@ux/core/bridge";
import { describe, expect, it } from "vitest";
import {
  type CollectedProofs,
  collectProofs,
  EMITXFER_NOT_FOUND,
} from "../../../../src/features/bridge/flow/collectProofs";
import { proofActions, submitProofs } from "../../../../src/features/bridge/flow/submitProofs";
import { fakeChainOps, fakeNotify } from "./fakeChainOps";
import { schedule, sources, transfer } from "./fakeProofSources";

/**
 * Collects the transfer's proofs for a destination whose last proven block is `lastProven`, recording
 * what is asked of the sources, the statuses shown and the progress reported.
 */
async function collectWith(lastProven: number) {
  const seen = { calls: [] as string[], statuses: [] as BridgeStatus[], progress: [] as number[] };
  const proofs = await collectProofs(
    sources(lastProven, seen.calls),
    transfer,
    "ibc.wl.eos",
    (s) => seen.statuses.push(s),
    (p) => seen.progress.push(p),
  );
  return { proofs, ...seen };
}

describe("collecting proofs", () => {
  it("asks a heavy proof when the destination has proven nothing later, with the schedule proofs it lacks", async () => {
    const { proofs, calls, statuses, progress } = await collectWith(100);
    expect(calls).toEqual(["blockActions 100", `heavy 100 digest-abc-emitxfer`]);
    expect(statuses).toEqual([
      "Collecting proof(s)",
      "Checking schedule proofs",
      "Locating header with schedule",
      "Fetching proof for active schedule",
      "Fetching proof for interchain transfer",
    ]);
    expect(progress).toEqual([50]);
    expect(proofs).toEqual({ kind: "heavy", scheduleProofs: [schedule(2)], proof: { blockproof: "H" } });
  });

  it("asks a light proof to the last proven block when it is above the transfer's", async () => {
    const { proofs, calls, statuses } = await collectWith(101);
    expect(calls[1]).toBe(`light 100 101 digest-abc-emitxfer`);
    expect(statuses).toEqual(["Collecting proof(s)", "Fetching proof for interchain transfer"]);
    expect(proofs.kind).toBe("light");
  });

  it("fails when the block holds no emitxfer of the transfer", async () => {
    await expect(
      collectProofs(
        sources(null, []),
        { ...transfer, transactionId: "zzz" },
        "ibc.wl.eos",
        () => {},
        () => {},
      ),
    ).rejects.toThrow(EMITXFER_NOT_FOUND);
  });
});

describe("submitting proofs", () => {
  const proofs: CollectedProofs = {
    kind: "heavy",
    scheduleProofs: [schedule(2)] as never,
    proof: { blockproof: "H" } as never,
  };
  const target = { prover: "ibc.prove", contract: "ibc.wt.eos", group: "native" as const };

  it("pushes the schedule proofs first, then issuea, signed for 360 s and waited 2 blocks for", async () => {
    const destination = fakeChainOps("bob");
    const actions = proofActions(target, proofs, destination);
    expect(actions.map((a) => `${a.account}::${a.name}`)).toEqual([
      "ibc.prove::checkproofd",
      "ibc.wt.eos::issuea",
    ]);
    expect(actions[1]?.data).toEqual({ prover: "bob", blockproof: "H" });
    const statuses: BridgeStatus[] = [];
    expect(await submitProofs(destination, actions, (s) => statuses.push(s), fakeNotify())).toEqual({
      transactionId: "tx1",
      blockNum: 500,
    });
    expect(destination.signed[0]?.expireSeconds).toBe(360);
    expect(destination.pushed).toEqual([2]);
    expect(statuses).toEqual(["Signing Proof(s)", "Submitting Proof(s)"]);
  });

  it.each([
    ["signing", "failSign", ["error:Error Signing Proof(s)"]],
    ["submitting", "failPush", ["error:assertion failure with message: action already proved"]],
  ] as const)("ends in 'Error Submitting Proof(s)' when %s fails", async (_, failure, shown) => {
    const destination = fakeChainOps("bob");
    destination[failure] = true;
    const notify = fakeNotify();
    const statuses: BridgeStatus[] = [];
    expect(
      await submitProofs(
        destination,
        proofActions(target, proofs, destination),
        (s) => statuses.push(s),
        notify,
      ),
    ).toBeNull();
    expect(statuses.at(-1)).toBe("Error Submitting Proof(s)");
    expect(notify.shown).toEqual(shown);
  });

  it("withdraws a wrapped token by a light proof with withdrawb", () => {
    const destination = fakeChainOps("bob");
    const light = proofActions(
      { ...target, group: "wrapped", contract: "ibc.wl.ux" },
      { ...proofs, kind: "light", scheduleProofs: [] },
      destination,
    );
    expect(light.map((a) => `${a.account}::${a.name}`)).toEqual(["ibc.wl.ux::withdrawb"]);
  });
});
