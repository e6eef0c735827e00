import { afterEach, describe, expect, it } from "vitest";
import { PolledWork } from "../../src/services/pollingLoop";

/*
 * A loop that is told of new work: woken, it passes at once instead of at its (idle) interval; a wake-up
 * during a pass makes another pass right after it; with nothing to do it still passes every idleMs (the
 * safety poll for work nobody announced); a stopped loop ignores wake-ups.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts its passes; idle while `waiting` is 0; a pass can be held open with `hold`. */
class CountingWork extends PolledWork {
  passes = 0;
  waiting = 0;
  hold: Promise<void> | null = null;

  constructor() {
    super("counting", () => undefined);
  }

  protected override idle(): boolean {
    return this.waiting === 0;
  }

  protected async pass(): Promise<void> {
    this.passes += 1;
    await this.hold;
  }
}

async function until(what: string, check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(5);
  }
}

describe("a polled loop that can be woken", () => {
  const works: CountingWork[] = [];
  const work = () => {
    const created = new CountingWork();
    works.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(works.splice(0).map((w) => w.stop()));
  });

  it("passes every intervalMs while busy and every idleMs while idle", async () => {
    const busy = work();
    busy.waiting = 1;
    busy.start(20, 0, 60_000);
    const idle = work();
    idle.start(20, 0, 60_000);
    await sleep(300);
    expect(busy.passes).toBeGreaterThan(5);
    expect(idle.passes).toBe(1);
  });

  it("passes at once when woken, not at its idle interval", async () => {
    const w = work();
    w.start(20, 0, 60_000);
    await until("the first pass", () => w.passes === 1);
    await sleep(50);
    const woken = Date.now();
    w.wake();
    await until("the woken pass", () => w.passes === 2);
    expect(Date.now() - woken).toBeLessThan(500);
    // Woken with work left, it is busy again: passes every intervalMs until the work is done.
    w.waiting = 1;
    w.wake();
    await until("busy passes", () => w.passes >= 6);
    w.waiting = 0;
  });

  it("passes again right after a pass in flight when woken during it", async () => {
    const w = work();
    let release: () => void = () => undefined;
    w.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    w.start(20, 0, 60_000);
    await until("the first pass runs", () => w.passes === 1);
    w.wake();
    w.hold = null;
    release();
    await until("a second pass", () => w.passes === 2);
  });

  it("runs a woken pass after a caller's pass in flight, which may have read before the news", async () => {
    const w = work();
    w.start(60_000, 60_000, 60_000);
    let release: () => void = () => undefined;
    w.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const callers = (w as unknown as { runNow(): Promise<void> }).runNow();
    w.wake();
    await sleep(30);
    expect(w.passes).toBe(1);
    w.hold = null;
    release();
    await callers;
    await until("the woken pass", () => w.passes === 2);
  });

  it("still passes every idleMs when a wake-up was missed (the safety poll)", async () => {
    const w = work();
    w.start(10, 0, 100);
    await sleep(450);
    expect(w.passes).toBeGreaterThanOrEqual(3);
    expect(w.passes).toBeLessThanOrEqual(6);
  });

  it("ignores wake-ups while stopped (a standby instance)", async () => {
    const w = work();
    w.wake();
    await sleep(50);
    expect(w.passes).toBe(0);
    w.start(20, 0, 60_000);
    await until("the first pass", () => w.passes === 1);
    await w.stop();
    w.wake();
    await sleep(50);
    expect(w.passes).toBe(1);
  });
});
