import { describe, expect, it } from "vitest";
import type { SupervisedChild } from "../src/childSupervisor";
import { startConcurrently } from "../src/startConcurrently";

/** A supervisor whose start() resolves or rejects when the test says, recording the order of calls. */
function fakeSupervisor() {
  const calls: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  return {
    calls,
    start(child: SupervisedChild): Promise<void> {
      calls.push(child.spec.name);
      return new Promise((resolve, reject) => pending.set(child.spec.name, { resolve, reject }));
    },
    ready(name: string) {
      pending.get(name)?.resolve();
    },
    fail(name: string) {
      pending.get(name)?.reject(new Error(`${name} failed`));
    },
  };
}

const child = (name: string, startsAfter?: string[]): SupervisedChild => ({
  spec: { name, command: "node", args: [] },
  readyUrl: "http://127.0.0.1:1/",
  ...(startsAfter ? { startsAfter } : {}),
});

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("startConcurrently", () => {
  it("starts children without dependencies at once and resolves when all are ready", async () => {
    const supervisor = fakeSupervisor();
    let done = false;
    const started = startConcurrently(supervisor, [
      child("devnet"),
      child("ethereum"),
      child("services"),
    ]).then(() => {
      done = true;
    });
    await turn();
    expect(supervisor.calls).toEqual(["devnet", "ethereum", "services"]);
    supervisor.ready("devnet");
    supervisor.ready("ethereum");
    await turn();
    expect(done).toBe(false);
    supervisor.ready("services");
    await started;
    expect(done).toBe(true);
  });

  it("starts a child only once the children it starts after are ready", async () => {
    const supervisor = fakeSupervisor();
    const started = startConcurrently(supervisor, [child("services-1"), child("services-2", ["services-1"])]);
    await turn();
    expect(supervisor.calls).toEqual(["services-1"]);
    supervisor.ready("services-1");
    await turn();
    expect(supervisor.calls).toEqual(["services-1", "services-2"]);
    supervisor.ready("services-2");
    await started;
  });

  it("rejects with the first failure and never starts what waited on it", async () => {
    const supervisor = fakeSupervisor();
    const started = startConcurrently(supervisor, [
      child("services-1"),
      child("devnet"),
      child("services-2", ["services-1"]),
    ]);
    await turn();
    supervisor.fail("services-1");
    await expect(started).rejects.toThrow("services-1 failed");
    await turn();
    expect(supervisor.calls).toEqual(["services-1", "devnet"]);
  });

  it("refuses a dependency on a child that is not listed before", async () => {
    const supervisor = fakeSupervisor();
    await expect(startConcurrently(supervisor, [child("services-2", ["services-1"])])).rejects.toThrow(
      "services-2 starts after services-1, which is not before it",
    );
    expect(supervisor.calls).toEqual([]);
  });
});
