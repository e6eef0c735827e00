import { describe, expect, it } from "vitest";
import { createPolledResource, type Timers } from "../../../src/shared/data/polledResource";

function fakeTimers() {
  let now = 1_000_000;
  const intervals = new Map<number, () => void>();
  let next = 1;
  const timers: Timers = {
    now: () => now,
    setInterval: (fn) => {
      intervals.set(next, fn);
      return next++;
    },
    clearInterval: (handle) => intervals.delete(handle as number),
  };
  return {
    timers,
    advance(ms: number) {
      now += ms;
      for (const fn of intervals.values()) fn();
    },
    get activeIntervals() {
      return intervals.size;
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A resource (30 s interval) answering "ok", or throwing 'unreachable' while `failing.now` is set. */
function okOrUnreachable(failNow: boolean) {
  const failing = { now: failNow };
  const resource = createPolledResource(
    async () => {
      if (failing.now) throw new Error("unreachable");
      return "ok";
    },
    30_000,
    fakeTimers().timers,
  );
  return { resource, failing };
}

describe("createPolledResource", () => {
  it("fetches on first subscribe, shares one request, polls while subscribed and stops after", async () => {
    const clock = fakeTimers();
    let calls = 0;
    const resource = createPolledResource(async () => ++calls, 30_000, clock.timers);
    expect(resource.getSnapshot()).toMatchObject({ status: "pending", data: undefined });
    const a = resource.subscribe(() => {});
    const b = resource.subscribe(() => {});
    await flush();
    expect(calls).toBe(1);
    expect(resource.getSnapshot()).toMatchObject({
      status: "success",
      data: 1,
      fetching: false,
      updatedAt: 1_000_000,
    });
    clock.advance(30_000);
    await flush();
    expect(resource.getSnapshot().data).toBe(2);
    a();
    b();
    expect(clock.activeIntervals).toBe(0);
  });

  it("keeps the last good data when a refresh fails, and reports an error only without data", async () => {
    const { resource, failing } = okOrUnreachable(true);
    const unsubscribe = resource.subscribe(() => {});
    await flush();
    expect(resource.getSnapshot()).toMatchObject({ status: "error", data: undefined });
    failing.now = false;
    expect((await resource.refresh()).data).toBe("ok");
    failing.now = true;
    const after = await resource.refresh();
    expect(after).toMatchObject({ status: "success", data: "ok" });
    expect((after.error as Error).message).toBe("unreachable");
    unsubscribe();
  });

  it("does not refetch on resubscribe while the data is fresh", async () => {
    const clock = fakeTimers();
    let calls = 0;
    const resource = createPolledResource(async () => ++calls, 30_000, clock.timers);
    resource.subscribe(() => {})();
    await flush();
    const again = resource.subscribe(() => {});
    await flush();
    expect(calls).toBe(1);
    again();
  });

  it("keeps joining the newer request when one dropped at unsubscribe settles late", async () => {
    const clock = fakeTimers();
    const pending: Array<(value: number) => void> = [];
    const resource = createPolledResource(
      () => new Promise<number>((resolve) => pending.push(resolve)),
      30_000,
      clock.timers,
    );
    resource.subscribe(() => {})();
    const again = resource.subscribe(() => {});
    expect(pending).toHaveLength(2);
    pending[0]?.(1);
    await flush();
    void resource.refresh();
    expect(pending).toHaveLength(2);
    pending[1]?.(2);
    await flush();
    expect(resource.getSnapshot().data).toBe(2);
    again();
  });

  it("load resolves with this request's data and rejects with its error, updating the shared state", async () => {
    const { resource, failing } = okOrUnreachable(false);
    await expect(resource.load()).resolves.toBe("ok");
    expect(resource.getSnapshot()).toMatchObject({ status: "success", data: "ok" });
    failing.now = true;
    await expect(resource.load()).rejects.toThrow("unreachable");
    expect(resource.getSnapshot()).toMatchObject({ status: "success", data: "ok" });
  });

  it("skips an interval's request when another reader loaded less than an interval before", async () => {
    const clock = fakeTimers();
    let calls = 0;
    const resource = createPolledResource(async () => ++calls, 30_000, clock.timers);
    const unsubscribe = resource.subscribe(() => {});
    await flush();
    expect(calls).toBe(1);
    // The fake clock fires the tick on every advance: 20 s after the last request it adds nothing.
    clock.advance(20_000);
    await flush();
    expect(calls).toBe(1);
    await resource.load();
    expect(calls).toBe(2);
    // Another reader (a page's query) loaded at 20 s: the tick at 30 s, 10 s later, adds nothing either.
    clock.advance(10_000);
    await flush();
    expect(calls).toBe(2);
    clock.advance(30_000);
    await flush();
    expect(calls).toBe(3);
    unsubscribe();
  });
});
