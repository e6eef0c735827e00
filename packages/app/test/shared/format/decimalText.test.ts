import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDecimalText, numberToDecimalText } from "../../../src/shared/format/decimalText";

describe("numberToDecimalText", () => {
  it("expands exponent forms without float arithmetic", () => {
    expect(numberToDecimalText(12.5)).toBe("12.5");
    expect(numberToDecimalText(1e21)).toBe("1000000000000000000000");
    expect(numberToDecimalText(1.5e-7)).toBe("0.00000015");
    expect(numberToDecimalText(-2.5e-7)).toBe("-0.00000025");
    expect(numberToDecimalText(1.234e22)).toBe("12340000000000000000000");
    expect(numberToDecimalText(Number.NaN)).toBeNull();
    expect(numberToDecimalText(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("always yields decimal text that reads back as the same number (property)", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = numberToDecimalText(value);
        expect(text).not.toBeNull();
        expect(isDecimalText(text ?? "")).toBe(true);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: 500 },
    );
  });
});
