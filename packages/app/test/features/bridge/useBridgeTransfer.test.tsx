// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { TransactionError } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProofSources } from "../../../src/features/bridge/flow/collectProofs";
import { type TransferRoute, useBridgeTransfer } from "../../../src/features/bridge/useBridgeTransfer";
import { type FakeChainOps, fakeChainOps } from "./flow/fakeChainOps";
import { sources, transfer } from "./flow/fakeProofSources";

/*
 * The hook over the transfer run, with its edges replaced: each chain's wallet and node (liveChainOps) by
 * the scripted chains, the proof socket and prover tables (liveProofSources) by the scripted sources, the
 * notifications and the refresh after a transaction by spies.
 */
const edges = vi.hoisted(() => ({
  chains: {} as Record<string, unknown>,
  sources: null as unknown,
  shown: [] as string[],
  invalidated: 0,
}));
vi.mock("../../../src/features/bridge/flow/liveChainOps", () => ({
  liveChainOps: (_config: unknown, chain: string) => {
    const ops = edges.chains[chain];
    if (ops === undefined) throw new TransactionError("Connect a wallet for this chain first");
    return ops;
  },
}));
vi.mock("../../../src/features/bridge/flow/liveProofSources", () => ({
  liveProofSources: () => edges.sources,
}));
vi.mock("../../../src/shared/notifications/notify", () => ({
  notify: {
    error: (message: string) => void edges.shown.push(`error:${message}`),
    persistent: (key: string, message: string) => void edges.shown.push(`persistent:${key}:${message}`),
  },
}));
vi.mock("../../../src/shared/query/invalidateAfterTransaction", () => ({
  invalidateAfterTransaction: async () => {
    edges.invalidated += 1;
  },
}));

const config = { chains: {} } as unknown as NetworkConfig;
const route: TransferRoute = {
  source: "ux",
  destination: "eos",
  emitter: "ibc.wl.eos",
  target: { prover: "ibc.prove", contract: "ibc.wt.eos", group: "native" },
};
const action = { account: "eosio.token", name: "transfer", authorization: [], data: {} };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let source: FakeChainOps;
let destination: FakeChainOps;
let calls: string[];

beforeEach(() => {
  source = fakeChainOps("alice", 100);
  source.pushAndConfirm = async () => transfer;
  destination = fakeChainOps("bob");
  calls = [];
  edges.chains = { ux: source, eos: destination };
  edges.sources = sources(null, calls);
  edges.shown = [];
  edges.invalidated = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useBridgeTransfer", () => {
  it("shows each status in order while it waits on it, then completes and reads the chains again", async () => {
    const gates = {
      blockActions: deferred<void>(),
      heavy: deferred<void>(),
      sign: deferred<void>(),
      push: deferred<void>(),
    };
    const base = sources(null, calls);
    edges.sources = {
      ...base,
      blockActions: async (block) => {
        await gates.blockActions.promise;
        return base.blockActions(block);
      },
      heavyProof: async (...args) => {
        await gates.heavy.promise;
        return base.heavyProof(...args);
      },
    } satisfies ProofSources;
    const sign = destination.sign;
    destination.sign = async (...args) => {
      await gates.sign.promise;
      return sign(...args);
    };
    const push = destination.pushAndConfirm;
    destination.pushAndConfirm = async (...args) => {
      await gates.push.promise;
      return push(...args);
    };
    const { result } = renderHook(() => useBridgeTransfer(config));
    expect(result.current.transfer.status).toBeNull();
    expect(result.current.busy).toBe(false);

    let end: Promise<unknown> = Promise.resolve();
    act(() => {
      end = result.current.start(route, action);
    });
    const seen = async (status: string) =>
      waitFor(() => {
        expect(result.current.transfer.status).toBe(status);
        expect(result.current.busy).toBe(true);
      });
    await seen("Collecting proof(s)");
    gates.blockActions.resolve();
    await seen("Locating header with schedule");
    gates.heavy.resolve();
    await seen("Signing Proof(s)");
    gates.sign.resolve();
    await seen("Submitting Proof(s)");
    expect(edges.invalidated).toBe(0);
    gates.push.resolve();
    await act(async () => {
      await end;
    });
    expect(result.current.transfer).toMatchObject({ outcome: "complete", proofTransactionId: "tx1" });
    expect(result.current.busy).toBe(false);
    expect(result.current.progress).toBeGreaterThanOrEqual(0);
    expect(edges.invalidated).toBe(1);
    expect(source.signed).toHaveLength(1);
    expect(destination.pushed).toEqual([2]);
  });

  it("advances the progress bar 1% per 1.7 s since the proofs were first asked for", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const gate = deferred<void>();
    const base = sources(null, calls);
    edges.sources = {
      ...base,
      blockActions: async (block) => {
        await gate.promise;
        return base.blockActions(block);
      },
    } satisfies ProofSources;
    const { result } = renderHook(() => useBridgeTransfer(config));
    let end: Promise<unknown> = Promise.resolve();
    // waitFor polls with setInterval, faked here: the run reaches the gate within a real timer's turn.
    await act(async () => {
      end = result.current.start(route, action);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.transfer.status).toBe("Collecting proof(s)");
    expect(result.current.progress).toBe(0);
    act(() => vi.advanceTimersByTime(17_000));
    expect(result.current.progress).toBe(10);
    gate.resolve();
    await act(async () => {
      await end;
    });
  });

  it("Re-Sign Proofs signs the kept proofs again without asking the proof socket", async () => {
    destination.failSign = true;
    const { result } = renderHook(() => useBridgeTransfer(config));
    await act(async () => {
      await result.current.start(route, action);
    });
    expect(result.current.transfer).toMatchObject({
      outcome: "proofError",
      status: "Error Submitting Proof(s)",
    });
    expect(result.current.busy).toBe(false);
    expect(edges.shown).toEqual(["error:Error Signing Proof(s)"]);
    const kept = result.current.transfer.actions;
    expect(kept?.map((a) => a.name)).toEqual(["checkproofd", "issuea"]);

    destination.failSign = false;
    await act(async () => {
      await result.current.reSign(route);
    });
    expect(result.current.transfer.outcome).toBe("complete");
    expect(destination.signed).toHaveLength(1);
    expect(destination.signed[0]?.actions).toBe(kept);
    expect(calls.filter((c) => c.startsWith("heavy") || c.startsWith("blockActions"))).toHaveLength(2);
    expect(source.signed).toHaveLength(1);
  });

  it("leaves the transfer unproven and says why when the proofs cannot be collected", async () => {
    edges.sources = {
      ...sources(null, calls),
      blockActions: async () => {
        throw new Error("The proof server closed the connection before answering");
      },
    } satisfies ProofSources;
    const { result } = renderHook(() => useBridgeTransfer(config));
    let end: unknown;
    await act(async () => {
      end = await result.current.start(route, action);
    });
    expect(end).toMatchObject({ outcome: "unproven" });
    expect(result.current.transfer).toMatchObject({ outcome: "unproven", status: null });
    expect(edges.shown).toEqual(["error:The proof server closed the connection before answering"]);
    expect(edges.invalidated).toBe(0);
    expect(destination.signed).toEqual([]);
  });

  it("Retry proves a previous transfer without signing anything on the source", async () => {
    const { result } = renderHook(() => useBridgeTransfer(config));
    await act(async () => {
      await result.current.retry(route, transfer);
    });
    expect(result.current.transfer.outcome).toBe("complete");
    expect(source.signed).toEqual([]);
    expect(calls).toContain("blockActions 100");
    expect(destination.pushed).toEqual([2]);
  });

  it("shows a chain that cannot be used (no wallet) as an error and stays idle", async () => {
    edges.chains = { ux: source };
    const { result } = renderHook(() => useBridgeTransfer(config));
    let end: unknown;
    await act(async () => {
      end = await result.current.start(route, action);
    });
    expect(end).toMatchObject({ outcome: "notSent", status: null });
    expect(edges.shown).toEqual(["error:Connect a wallet for this chain first"]);
    expect(result.current.transfer.outcome).toBe("notSent");
    expect(source.signed).toEqual([]);
  });
});
