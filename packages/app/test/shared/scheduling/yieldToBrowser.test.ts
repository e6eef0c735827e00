import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToBrowser } from "../../../src/shared/scheduling/yieldToBrowser";

describe("yieldToBrowser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the browser's scheduler.yield where there is one, called on the scheduler", async () => {
    const calls: unknown[] = [];
    const scheduler = {
      yield(this: unknown) {
        calls.push(this);
        return Promise.resolve();
      },
    };
    vi.stubGlobal("scheduler", scheduler);
    await yieldToBrowser();
    expect(calls).toEqual([scheduler]);
  });

  it("else resumes in a later task: a timer queued before it has run by then", async () => {
    vi.stubGlobal("scheduler", undefined);
    const order: string[] = [];
    setTimeout(() => order.push("task queued before"));
    await yieldToBrowser();
    order.push("resumed");
    expect(order).toEqual(["task queued before", "resumed"]);
  });
});
