import { describe, expect, it } from "vitest";
import { aprHundredths, formatApr, formatPercentHundredths, formatWeight } from "../../src/amm/apr";
import { compareRational, rational } from "../../src/amm/rational";

describe("Estimated APR = fees_24h / liquidity * 365 * 100", () => {
  it("gives hundredths of a percent, rounded down", () => {
    // $100 fees on $1,000,000: 100/1e6*365*100 = 3.65%
    expect(aprHundredths(100_0000n, 1_000_000_0000n)).toBe(365n);
    expect(formatApr(100_0000n, 1_000_000_0000n)).toBe("3.65%");
    // $1 on $3: 12166.666...% -> 12166.66%
    expect(formatApr(1n, 3n)).toBe("12166.66%");
    expect(formatApr(0n, 5n)).toBe("0.00%");
    expect(formatApr(5n, 0n)).toBe("0.00%");
  });

  it("formats percents and pool weights", () => {
    expect(formatWeight(3333)).toBe("33.33%");
    expect(formatWeight(5000)).toBe("50.00%");
    expect(formatWeight(10000)).toBe("100.00%");
    expect(formatWeight(5)).toBe("0.05%");
    expect(formatPercentHundredths(-150n)).toBe("-1.50%");
    expect(() => formatWeight(33.3)).toThrow(RangeError);
    expect(compareRational(rational(1n, 3n), rational(2n, 6n))).toBe(0);
    expect(compareRational(rational(1n, 3n), rational(1n, 2n))).toBe(-1);
    expect(compareRational(rational(1n, 2n), rational(1n, 3n))).toBe(1);
  });
});
