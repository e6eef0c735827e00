import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatUsd,
  parseUsdRate,
  usdCostToTokenUnits,
  usdRateOf,
  usdValueOfUnits,
} from "../../src/money/usd";

// The properties draw positive rates as mantissa / 10^scale, and tokens of 0 to 18 decimals.
const rateMantissas = fc.bigInt({ min: 1n, max: 10n ** 9n });
const rateScales = fc.integer({ min: 0, max: 9 });
const tokenDecimals = fc.integer({ min: 0, max: 18 });

describe("USD rates", () => {
  it("reads positive rates exactly and refuses others", () => {
    expect(parseUsdRate("0.0123")).toEqual({ mantissa: 123n, scale: 4 });
    expect(parseUsdRate(2.5)).toEqual({ mantissa: 25n, scale: 1 });
    expect(parseUsdRate("0")).toBeNull();
    expect(parseUsdRate("-1")).toBeNull();
    expect(parseUsdRate("abc")).toBeNull();
  });

  it("counts USDT as exactly 1, whatever the table says", () => {
    expect(usdRateOf("USDT", { USDT: "0.98" })).toEqual({ mantissa: 1n, scale: 0 });
    expect(usdRateOf("USDT", {})).toEqual({ mantissa: 1n, scale: 0 });
    expect(usdRateOf("EOS", { EOS: "0.75" })).toEqual({ mantissa: 75n, scale: 2 });
    expect(usdRateOf("EOS", {})).toBeNull();
  });
});

describe("USD value of units (rounded down, 6 decimals)", () => {
  it("values exact amounts", () => {
    expect(usdValueOfUnits(1_000_000n, 4, "0.0123")).toBe(1_230_000n); // 100 UTX x 0.0123 = 1.23 USD
    expect(usdValueOfUnits(1n, 4, "0.0123")).toBe(1n); // 0.0001 x 0.0123 = 0.00000123 -> 0.000001
    expect(usdValueOfUnits(1n, 4, "0.0123", "up")).toBe(2n);
    expect(usdValueOfUnits(10n ** 18n, 18, "3000")).toBe(3_000_000_000n); // 1 ETH at 3000
    expect(usdValueOfUnits(5n, 4, "0")).toBeNull();
    expect(formatUsd(1_239_999n)).toBe("1.23");
    expect(formatUsd(1_239_999n, 4)).toBe("1.2399");
  });

  it("rounding down never overstates the value", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        tokenDecimals,
        rateMantissas,
        rateScales,
        (units, decimals, rateMantissa, rateScale) => {
          const rate = { mantissa: rateMantissa, scale: rateScale };
          const value = usdValueOfUnits(units, decimals, rate);
          if (value === null) throw new Error("rate refused");
          // value / 10^6 <= units * rm / 10^(d + rs) < (value + 1) / 10^6
          const lhs = value * 10n ** BigInt(decimals + rateScale);
          const exact = units * rateMantissa * 10n ** 6n;
          expect(lhs <= exact).toBe(true);
          expect((value + 1n) * 10n ** BigInt(decimals + rateScale) > exact).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("USD cost to token units (rounded UP: the payer never underpays)", () => {
  it("converts the account cost exactly", () => {
    expect(usdCostToTokenUnits("3", "1", 6)).toBe(3_000_000n); // 3 USD in USDT
    expect(usdCostToTokenUnits("3", "0.75", 4)).toBe(40_000n); // 4.0000 EOS
    expect(usdCostToTokenUnits("1", "3", 4)).toBe(3334n); // 0.33333.. -> 0.3334
    expect(usdCostToTokenUnits("2.5", "3000", 18)).toBe(833_333_333_333_334n);
    expect(usdCostToTokenUnits(0, "3000", 18)).toBe(0n);
    expect(usdCostToTokenUnits("1", "0", 4)).toBeNull();
    expect(usdCostToTokenUnits("-1", "1", 4)).toBeNull();
    expect(usdCostToTokenUnits("x", "1", 4)).toBeNull();
  });

  it("the units paid are worth at least the cost, and one unit less would not be", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 6 }),
        rateMantissas,
        rateScales,
        tokenDecimals,
        (costMantissa, costScale, rateMantissa, rateScale, decimals) => {
          const cost = { mantissa: costMantissa, scale: costScale };
          const rate = { mantissa: rateMantissa, scale: rateScale };
          const units = usdCostToTokenUnits(cost, rate, decimals);
          if (units === null) throw new Error("refused");
          // Value of n units = n * rm / 10^(d + rs); cost = cm / 10^cs. Cross-multiplied:
          const valueTimes = (n: bigint) => n * rateMantissa * 10n ** BigInt(costScale);
          const costTimes = costMantissa * 10n ** BigInt(decimals + rateScale);
          expect(valueTimes(units) >= costTimes).toBe(true);
          if (units > 0n) expect(valueTimes(units - 1n) < costTimes).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
