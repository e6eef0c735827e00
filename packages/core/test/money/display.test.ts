import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDisplay, formatDisplayWithSymbol } from "../../src/money/display";
import { formatUnits, formatUnitsTrimmed } from "../../src/money/unitsText";
import { parseUserAmount } from "../../src/money/userAmount";

describe("formatDisplay", () => {
  it("shows 4 decimals, rounding down by default (never more than held)", () => {
    expect(formatDisplay(123456789n, 8)).toBe("1.2345");
    expect(formatDisplay(199999999n, 8)).toBe("1.9999");
    expect(formatDisplay(12345n, 4)).toBe("1.2345");
    expect(formatDisplay(5n, 0)).toBe("5.0000");
    expect(formatDisplay(0n, 18)).toBe("0.0000");
    expect(formatDisplay(99999999999999n, 18)).toBe("0.0000");
  });

  it("takes the table's 2 decimals and other rounding modes", () => {
    expect(formatDisplay(12399n, 4, 2)).toBe("1.23");
    expect(formatDisplay(12350n, 4, 2, "half-up")).toBe("1.24");
    expect(formatDisplay(12301n, 4, 2, "up")).toBe("1.24");
    expect(formatDisplay(-12399n, 4, 2)).toBe("-1.24");
    expect(formatDisplayWithSymbol(1_000_000n, 4, "UTX")).toBe("100.0000 UTX");
    expect(formatDisplayWithSymbol(123456789n, 8, "WAX", 2)).toBe("1.23 WAX");
  });

  it("rounded-down display never exceeds the true amount, and is within one shown unit", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          const shown = parseUserAmount(formatDisplay(units, decimals), 4, { maxUnits: 10n ** 40n });
          if (!shown.ok) throw new Error(shown.error);
          // Compare at a common scale of max(decimals, 4) places.
          const scale = Math.max(decimals, 4);
          const shownScaled = shown.units * 10n ** BigInt(scale - 4);
          const trueScaled = units * 10n ** BigInt(scale - decimals);
          expect(shownScaled <= trueScaled).toBe(true);
          expect(trueScaled - shownScaled < 10n ** BigInt(scale - 4)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("exact unit text", () => {
  it("formats exactly and trims trailing zeros on request", () => {
    expect(formatUnits(-5n, 3)).toBe("-0.005");
    expect(formatUnitsTrimmed(10000n, 4)).toBe("1");
    expect(formatUnitsTrimmed(12300n, 4)).toBe("1.23");
    expect(formatUnitsTrimmed(1n, 8)).toBe("0.00000001");
    expect(formatUnitsTrimmed(100n, 0)).toBe("100");
    expect(formatUnitsTrimmed(0n, 4)).toBe("0");
  });
});
