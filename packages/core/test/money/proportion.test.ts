import { describe, expect, it } from "vitest";
import {
  basisPointsToPercentText,
  formatWeightPercent,
  parsePercentToBasisPoints,
  percentToBasisPoints,
  proportionsAreComplete,
  shareOfBasisPoints,
} from "../../src/money/proportion";

describe("proportions in basis points of 10000", () => {
  it("maps a percentage to proportion x100 (10000 means 100%)", () => {
    expect(percentToBasisPoints(100)).toBe(10000n);
    expect(percentToBasisPoints(0)).toBe(0n);
    expect(percentToBasisPoints(33)).toBe(3300n);
    expect(() => percentToBasisPoints(101)).toThrow(RangeError);
    expect(() => percentToBasisPoints(1.5)).toThrow(RangeError);
    expect(parsePercentToBasisPoints("33.33")).toEqual({ ok: true, units: 3333n });
    expect(parsePercentToBasisPoints("100")).toEqual({ ok: true, units: 10000n });
    expect(parsePercentToBasisPoints("100.01")).toEqual({
      ok: false,
      code: "too-large",
      error: "A percentage cannot be above 100",
    });
    expect(parsePercentToBasisPoints("33.333")).toMatchObject({ ok: false, code: "too-many-decimals" });
    expect(parsePercentToBasisPoints("-5")).toMatchObject({ ok: false, code: "sign" });
  });

  it("shows weights as weight/100 percent", () => {
    expect(formatWeightPercent(3333)).toBe("33.33%");
    expect(formatWeightPercent(5000n)).toBe("50%");
    expect(formatWeightPercent(3350)).toBe("33.5%");
    expect(formatWeightPercent(1)).toBe("0.01%");
    expect(formatWeightPercent(10000)).toBe("100%");
    expect(basisPointsToPercentText(0)).toBe("0");
  });

  it("checks completeness and takes shares", () => {
    expect(proportionsAreComplete([3333n, 3333n, 3334n])).toBe(true);
    expect(proportionsAreComplete([10000n])).toBe(true);
    expect(proportionsAreComplete([5000n, 4999n])).toBe(false);
    expect(proportionsAreComplete([10001n, -1n])).toBe(false);
    expect(proportionsAreComplete([])).toBe(false);
    expect(shareOfBasisPoints(10n, 3333n)).toBe(3n);
    expect(shareOfBasisPoints(10n, 3333n, "up")).toBe(4n);
    expect(shareOfBasisPoints(1_000_000n, 2500n)).toBe(250_000n);
  });
});
