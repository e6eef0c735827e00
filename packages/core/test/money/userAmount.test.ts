import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ASSET_AMOUNT } from "../../src/money/asset";
import { formatUserAmount, parseUserAmount, roundToDecimals } from "../../src/money/userAmount";

describe("parseUserAmount accepts plain amounts", () => {
  it.each([
    ["1", 4, 10000n],
    ["1.5", 4, 15000n],
    ["0.5", 4, 5000n],
    [".5", 4, 5000n],
    ["1.", 4, 10000n],
    ["0", 4, 0n],
    ["0.0000", 4, 0n],
    ["007", 4, 70000n],
    ["1.2345", 4, 12345n],
    ["12", 0, 12n],
    ["0.00000001", 8, 1n],
    ["461168601842738.7903", 4, MAX_ASSET_AMOUNT],
    ["4611686018427387903", 0, MAX_ASSET_AMOUNT],
  ])("%j at %i decimals is %s units", (text, decimals, units) => {
    expect(parseUserAmount(text, decimals)).toEqual({ ok: true, units });
  });
});

describe("parseUserAmount refuses, with a reason, every other input", () => {
  it.each([
    ["", "empty", "Enter an amount"],
    [" 1", "whitespace", "The amount cannot contain spaces"],
    ["1 ", "whitespace", "The amount cannot contain spaces"],
    ["1 000", "whitespace", "The amount cannot contain spaces"],
    ["1\u00A0000", "whitespace", "The amount cannot contain spaces"],
    ["1\t", "whitespace", "The amount cannot contain spaces"],
    ["\n", "whitespace", "The amount cannot contain spaces"],
    ["-1", "sign", "The amount cannot have a sign"],
    ["+1", "sign", "The amount cannot have a sign"],
    ["\u22121", "sign", "The amount cannot have a sign"],
    ["-0", "sign", "The amount cannot have a sign"],
    ["1e5", "exponent", "Write the amount without an exponent"],
    ["1E5", "exponent", "Write the amount without an exponent"],
    ["1.5e-3", "exponent", "Write the amount without an exponent"],
    ["1e+3", "exponent", "Write the amount without an exponent"],
    ["1,000", "separator", "Use a dot for decimals and no thousands separators"],
    ["1,5", "separator", "Use a dot for decimals and no thousands separators"],
    ["1_000", "separator", "Use a dot for decimals and no thousands separators"],
    ["1'000", "separator", "Use a dot for decimals and no thousands separators"],
    ["\u0661", "non-ascii-digit", "Use the digits 0-9 only"],
    ["\uFF11.5", "non-ascii-digit", "Use the digits 0-9 only"],
    ["1.\u0665", "non-ascii-digit", "Use the digits 0-9 only"],
    ["\u096A", "non-ascii-digit", "Use the digits 0-9 only"],
    ["1.2.3", "multiple-dots", "The amount can have only one dot"],
    ["..5", "multiple-dots", "The amount can have only one dot"],
    [".", "not-a-number", "The amount is not a number"],
    ["abc", "not-a-number", "The amount is not a number"],
    ["0x10", "not-a-number", "The amount is not a number"],
    ["Infinity", "not-a-number", "The amount is not a number"],
    ["NaN", "not-a-number", "The amount is not a number"],
    ["1$", "not-a-number", "The amount is not a number"],
    ["1.23456", "too-many-decimals", "At most 4 decimals are allowed"],
    ["1.50000", "too-many-decimals", "At most 4 decimals are allowed"],
    ["461168601842738.7904", "too-large", "The amount is too large"],
    ["99999999999999999999999", "too-large", "The amount is too large"],
  ])("%j -> %s", (text, code, error) => {
    expect(parseUserAmount(text, 4)).toEqual({ ok: false, code, error });
  });

  it("explains a token without decimals", () => {
    expect(parseUserAmount("1.5", 0)).toEqual({
      ok: false,
      code: "too-many-decimals",
      error: "This token has no decimals",
    });
  });

  it("honours a custom maximum (e.g. wei)", () => {
    expect(parseUserAmount("10", 0, { maxUnits: 10n })).toEqual({ ok: true, units: 10n });
    expect(parseUserAmount("11", 0, { maxUnits: 10n })).toMatchObject({ ok: false, code: "too-large" });
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.integer({ min: 0, max: 18 }), (text, decimals) => {
        const result = parseUserAmount(text, decimals);
        if (result.ok) {
          expect(result.units >= 0n && result.units <= MAX_ASSET_AMOUNT).toBe(true);
          expect(/^[0-9]*\.?[0-9]*$/.test(text)).toBe(true);
        } else {
          expect(result.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("formatUserAmount round trip", () => {
  it("writes every decimal", () => {
    expect(formatUserAmount(12345n, 4)).toBe("1.2345");
    expect(formatUserAmount(10000n, 4)).toBe("1.0000");
    expect(formatUserAmount(5n, 0)).toBe("5");
  });

  it("parseUserAmount(formatUserAmount(u, d), d) = u for every valid amount", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MAX_ASSET_AMOUNT }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          expect(parseUserAmount(formatUserAmount(units, decimals), decimals)).toEqual({ ok: true, units });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("roundToDecimals (lenient, for display)", () => {
  it.each([
    ["1.23456", 4, "1.2346"],
    ["1.23454", 4, "1.2345"],
    ["1.23455", 4, "1.2346"],
    [1.5, 0, "2"],
    [0.1 + 0.2, 4, "0.3000"],
    [1e-7, 8, "0.00000010"],
    [1e21, 2, "1000000000000000000000.00"],
    ["  2.5  ", 2, "2.50"],
    ["-1.23456", 4, "-1.2346"],
    ["-1.23455", 4, "-1.2345"],
    ["+3", 1, "3.0"],
    ["5e-1", 0, "1"],
    [".5", 1, "0.5"],
  ])("%j to %i decimals half-up is %j", (value, decimals, expected) => {
    expect(roundToDecimals(value, decimals)).toBe(expected);
  });

  it("rounds down or up when asked", () => {
    expect(roundToDecimals("1.99999", 4, "down")).toBe("1.9999");
    expect(roundToDecimals("1.00001", 4, "up")).toBe("1.0001");
  });

  it.each(["", "abc", "1.2.3", "e5", ".", "1,5", Number.NaN, Number.POSITIVE_INFINITY, "1e999999"])(
    "returns null for %j",
    (value) => {
      expect(roundToDecimals(value, 4)).toBeNull();
    },
  );
});
