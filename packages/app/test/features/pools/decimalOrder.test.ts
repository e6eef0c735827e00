import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDecimalTexts } from "../../../src/features/pools/decimalOrder";

describe("exact decimal order", () => {
  it("orders decimals a float comparison calls equal", () => {
    expect(Number("12345678901234.567891")).toBe(Number("12345678901234.567890"));
    expect(compareDecimalTexts("12345678901234.567891", "12345678901234.567890")).toBe(1);
    expect(compareDecimalTexts("0.10", "0.1")).toBe(0);
    expect(compareDecimalTexts("7.5", "300")).toBe(-1);
    expect(compareDecimalTexts("-2", "1")).toBe(-1);
    expect(compareDecimalTexts("x", "1")).toBeUndefined();
  });

  it("agrees with bigint order on any two decimals", () => {
    const decimal = fc.tuple(
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
      fc.integer({ min: 0, max: 12 }),
    );
    const text = ([mantissa, scale]: [bigint, number]) => {
      const digits = (mantissa < 0n ? -mantissa : mantissa).toString().padStart(scale + 1, "0");
      const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
      return mantissa < 0n ? `-${body}` : body;
    };
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const scale = Math.max(a[1], b[1]);
        const left = a[0] * 10n ** BigInt(scale - a[1]);
        const right = b[0] * 10n ** BigInt(scale - b[1]);
        const expected = left === right ? 0 : left < right ? -1 : 1;
        expect(compareDecimalTexts(text(a), text(b))).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
