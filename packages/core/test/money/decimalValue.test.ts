import { describe, expect, it } from "vitest";
import { decimalToUnits, isNegative, isZero, parseDecimal } from "../../src/money/decimalValue";
import { isDust } from "../../src/money/dust";

describe("parseDecimal", () => {
  it.each([
    ["0.0123", 123n, 4],
    ["1", 1n, 0],
    ["-2.50", -250n, 2],
    ["1e3", 1000n, 0],
    ["1.5E-3", 15n, 4],
    [".5", 5n, 1],
    ["5.", 5n, 0],
    [" 7 ", 7n, 0],
  ])("%j is %s / 10^%i", (text, mantissa, scale) => {
    expect(parseDecimal(text)).toEqual({ mantissa, scale });
  });

  it("reads JSON numbers through their shortest text", () => {
    expect(parseDecimal(0.1)).toEqual({ mantissa: 1n, scale: 1 });
    expect(parseDecimal(1e-7)).toEqual({ mantissa: 1n, scale: 7 });
    expect(parseDecimal(123)).toEqual({ mantissa: 123n, scale: 0 });
  });

  it.each([
    "",
    ".",
    "-",
    "abc",
    "1.2.3",
    "1e",
    "e1",
    "1e401",
    "0x1",
    "1,5",
    Number.NaN,
    Number.NEGATIVE_INFINITY,
  ])("refuses %j", (value) => {
    expect(parseDecimal(value)).toBeNull();
  });

  it("converts to units with rounding and has predicates", () => {
    const value = { mantissa: 123456n, scale: 5 };
    expect(decimalToUnits(value, 4, "down")).toBe(12345n);
    expect(decimalToUnits(value, 4, "up")).toBe(12346n);
    expect(decimalToUnits(value, 8, "down")).toBe(123456000n);
    expect(isNegative({ mantissa: -1n, scale: 0 })).toBe(true);
    expect(isZero({ mantissa: 0n, scale: 3 })).toBe(true);
  });
});

describe("dust (at or below 0.00001 is hidden)", () => {
  it("compares exactly at any precision", () => {
    expect(isDust(0n, 4)).toBe(true);
    expect(isDust(1n, 4)).toBe(false); // 0.0001 > 0.00001
    expect(isDust(1000n, 8)).toBe(true); // 0.00001 exactly
    expect(isDust(1001n, 8)).toBe(false);
    expect(isDust(10n ** 13n, 18)).toBe(true);
    expect(isDust(10n ** 13n + 1n, 18)).toBe(false);
    expect(isDust(-5n, 4)).toBe(true);
  });
});
