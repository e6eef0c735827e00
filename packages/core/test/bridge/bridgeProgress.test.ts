import { describe, expect, it } from "vitest";
import { bridgeProgress } from "../../src/bridge/bridgeProgress";

describe("bridge progress bar", () => {
  it.each([
    [0, 0],
    [-5, 0],
    [1699, 0],
    [1700, 1],
    [17_000, 10],
    [169_999, 99],
    [170_000, 100],
    [1_000_000, 100],
  ])("after %i ms: %i%%", (elapsed, percent) => {
    expect(bridgeProgress(elapsed)).toBe(percent);
  });
});
