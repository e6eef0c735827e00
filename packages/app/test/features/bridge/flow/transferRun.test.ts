import { BRIDGE_STATUS_ORDER } from "@ux/core/bridge";
import { describe, expect, it } from "vitest";
import type { BridgeChainOps } from "../../../../src/features/bridge/flow/bridgeChainOps";
import type { ProofSources } from "../../../../src/features/bridge/flow/collectProofs";
import {
  proveTransfer,
  reSignProofs,
  startTransfer,
  type TransferRunDeps,
  type TransferState,
} from "../../../../src/features/bridge/flow/transferRun";
import { fakeChainOps, fakeNotify } from "./fakeChainOps";
import { sources, transfer } from "./fakeProofSources";

const target = { prover: "ibc.prove", contract: "ibc.wt.eos", group: "native" as const };
const action = { account: "eosio.token", name: "transfer", authorization: [], data: {} };

function run(destination: BridgeChainOps, proofSources: ProofSources = sources(null, [])) {
  const states: TransferState[] = [];
  const notify = fakeNotify();
  const deps: TransferRunDeps = {
    destination,
    sources: proofSources,
    notify,
    onState: (state) => states.push(state),
    now: () => 42,
  };
  return {
    deps,
    states,
    notify,
    statuses: () => states.map((s) => s.status).filter((s, i, all) => s !== all[i - 1]),
  };
}

describe("a bridge transfer", () => {
  it("signs the source, waits for finality, then goes through the statuses in order to complete", async () => {
    const source = fakeChainOps("alice", 100);
    const t = run(fakeChainOps("bob"));
    // The fake source lands transaction tx1; the proof sources know transfer abc, so name it so.
    source.pushAndConfirm = async () => transfer;
    const end = await startTransfer(t.deps, source, action, "ibc.wl.eos", target);
    expect(end.outcome).toBe("complete");
    expect(end.provingSince).toBe(42);
    // The destination's proof transaction (fake tx1), for the completed transfer's Explorer link.
    expect(end.proofTransactionId).toBe("tx1");
    // Every status of the spec's order (core pins its texts), none skipped.
    expect(t.statuses()).toEqual([null, ...BRIDGE_STATUS_ORDER]);
  });

  it("stops before any proof when the source is not signed", async () => {
    const source = fakeChainOps("alice");
    source.failSign = true;
    const destination = fakeChainOps("bob");
    const t = run(destination);
    expect((await startTransfer(t.deps, source, action, "ibc.wl.eos", target)).outcome).toBe("notSent");
    expect(t.notify.shown).toEqual(["error:Error Signing"]);
    expect(destination.signed).toEqual([]);
  });

  it("leaves a transfer unproven when the proof server is down, and Retry later completes it", async () => {
    const down: ProofSources = {
      ...sources(null, []),
      blockActions: async () => {
        throw new Error("The proof server closed the connection before answering");
      },
    };
    const destination = fakeChainOps("bob");
    const first = run(destination, down);
    const unproven = await proveTransfer(first.deps, transfer, "ibc.wl.eos", target);
    expect(unproven).toMatchObject({ outcome: "unproven", status: null });
    expect(first.notify.shown).toEqual(["error:The proof server closed the connection before answering"]);
    const retry = run(destination);
    expect((await proveTransfer(retry.deps, transfer, "ibc.wl.eos", target)).outcome).toBe("complete");
    expect(destination.pushed).toEqual([2]);
  });

  it("offers Re-Sign Proofs after a refused proof signature, reusing the proofs", async () => {
    const destination = fakeChainOps("bob");
    destination.failSign = true;
    const calls: string[] = [];
    const t = run(destination, sources(null, calls));
    const failed = await proveTransfer(t.deps, transfer, "ibc.wl.eos", target);
    expect(failed).toMatchObject({ outcome: "proofError", status: "Error Submitting Proof(s)" });
    destination.failSign = false;
    const again = await reSignProofs(t.deps, failed);
    expect(again).toMatchObject({ outcome: "complete", status: "Submitting Proof(s)" });
    expect(calls.filter((c) => c.startsWith("heavy"))).toHaveLength(1);
    expect(destination.signed[0]?.actions.map((a) => a.name)).toEqual(["checkproofd", "issuea"]);
  });
});
