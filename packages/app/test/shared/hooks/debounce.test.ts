import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "../../../src/shared/hooks/debounce";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("debounce", () => {
  it("calls once, with the latest arguments, after calls stop for the delay", () => {
    const calls: number[] = [];
    const debounced = debounce((n: number) => calls.push(n), 200);
    debounced(1);
    vi.advanceTimersByTime(150);
    debounced(2);
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([2]);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([2]);
  });

  it("fires again for a later burst", () => {
    const calls: string[] = [];
    const debounced = debounce((s: string) => calls.push(s), 200);
    debounced("a");
    vi.advanceTimersByTime(200);
    debounced("b");
    vi.advanceTimersByTime(200);
    expect(calls).toEqual(["a", "b"]);
  });

  it("cancel drops the pending call", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
