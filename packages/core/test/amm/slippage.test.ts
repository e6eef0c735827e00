import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  minimumReceived,
  needsImpactConfirmation,
  parseSlippagePercent,
  priceImpactBand,
  priceImpactBps,
  SLIPPAGE_AUTO_BPS,
  slippageWarning,
} from "../../src/amm/slippage";

describe("minimum received: estimate x (1 - tolerance), rounded down", () => {
  it.each([
    [1_000_000n, 50n, 995_000n],
    [1_000_000n, 0n, 1_000_000n],
    [999n, 50n, 994n], // 994.005 -> 994
    [1n, 50n, 0n],
    [12_345_678n, 1n, 12_344_443n], // 12344443.2 -> down
    [10_000n, 10_000n, 0n],
  ])("%s at %s bps -> %s", (estimate, bps, expected) => {
    expect(minimumReceived(estimate, bps)).toBe(expected);
  });

  it("auto is 0.5%", () => expect(SLIPPAGE_AUTO_BPS).toBe(50n));

  it("refuses a tolerance outside 0..100% and a negative estimate", () => {
    expect(() => minimumReceived(1n, -1n)).toThrow(RangeError);
    expect(() => minimumReceived(1n, 10_001n)).toThrow(RangeError);
    expect(() => minimumReceived(-1n, 1n)).toThrow(RangeError);
  });

  it("never exceeds the estimate and is the largest value within the tolerance", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 62n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (estimate, bps) => {
          const min = minimumReceived(estimate, bps);
          expect(min <= estimate).toBe(true);
          expect(min * 10_000n <= estimate * (10_000n - bps)).toBe(true);
          expect((min + 1n) * 10_000n > estimate * (10_000n - bps)).toBe(true);
        },
      ),
    );
  });
});

describe("slippage tolerance typed as a percent", () => {
  it.each([
    ["0.5", 50n],
    ["1", 100n],
    ["0.01", 1n],
    ["50", 5_000n],
    [".8", 80n],
  ])("'%s' -> %s bps", (text, bps) => {
    expect(parseSlippagePercent(text)).toEqual({ ok: true, value: bps });
  });

  it.each([
    ["0", "A slippage tolerance must be above 0%"],
    ["50.01", "A slippage tolerance cannot be above 50%"],
    ["0.001", undefined],
    ["-1", undefined],
    ["1e1", undefined],
    ["", undefined],
  ])("'%s' is refused", (text, error) => {
    const result = parseSlippagePercent(text);
    expect(result.ok).toBe(false);
    if (!result.ok && error !== undefined) expect(result.error).toBe(error);
  });

  it("warns above 5% and below 0.05%", () => {
    expect(slippageWarning(501n)).toBe("high");
    expect(slippageWarning(500n)).toBeNull();
    expect(slippageWarning(5n)).toBeNull();
    expect(slippageWarning(4n)).toBe("low");
    expect(slippageWarning(SLIPPAGE_AUTO_BPS)).toBeNull();
  });
});

describe("price impact", () => {
  it("is the shortfall against spot, rounded up", () => {
    // spot 2 out per in: 100 in ideally pays 200.
    expect(priceImpactBps(100n, 200n, 2n, 1n)).toBe(0n);
    expect(priceImpactBps(100n, 210n, 2n, 1n)).toBe(0n);
    expect(priceImpactBps(100n, 198n, 2n, 1n)).toBe(100n);
    expect(priceImpactBps(100n, 197n, 2n, 1n)).toBe(150n);
    expect(priceImpactBps(3n, 1n, 1n, 1n)).toBe(6_667n); // 66.66..% up
    expect(priceImpactBps(0n, 0n, 1n, 1n)).toBe(0n);
  });

  it.each([
    [0n, "low"],
    [99n, "low"],
    [100n, "medium"],
    [299n, "medium"],
    [300n, "high"],
    [500n, "high"],
    [501n, "severe"],
  ] as const)("%s bps is %s", (bps, band) => {
    expect(priceImpactBand(bps)).toBe(band);
  });

  it("asks a typed confirmation only above 15%", () => {
    expect(needsImpactConfirmation(1_500n)).toBe(false);
    expect(needsImpactConfirmation(1_501n)).toBe(true);
  });
});
