import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pollDelayMs, pollDelays } from "../../../src/shared/chain/pollingSchedule";

describe("confirmation polling schedule", () => {
  it("starts at 500 ms and grows 10% per step", () => {
    expect(pollDelays(12)).toEqual([500, 550, 605, 666, 732, 805, 886, 974, 1072, 1179, 1297, 1427]);
  });

  it("is capped at 5000 ms from step 25 on", () => {
    expect(pollDelayMs(24)).toBe(4925);
    expect(pollDelayMs(25)).toBe(5000);
    expect(pollDelayMs(1000)).toBe(5000);
  });

  it("never shrinks, never exceeds the cap, and each step is 10% (±1 ms rounding) over the last below it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (step) => {
        const now = pollDelayMs(step);
        const next = pollDelayMs(step + 1);
        expect(next).toBeGreaterThanOrEqual(now);
        expect(next).toBeLessThanOrEqual(5000);
        if (next < 5000) expect(Math.abs(next - now * 1.1)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100 },
    );
  });

  it("refuses a step that is not a whole number >= 0", () => {
    expect(() => pollDelayMs(-1)).toThrow(RangeError);
    expect(() => pollDelayMs(1.5)).toThrow(RangeError);
  });
});
