import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  convertDecimals,
  ethToWei,
  MAX_UINT256,
  weiToEth,
  weiToEthTrimmed,
} from "../../src/money/tokenDecimals";

describe("ETH and wei", () => {
  it("converts ETH text to wei strictly, with 18 decimals and no 2^62 cap", () => {
    expect(ethToWei("1")).toEqual({ ok: true, units: 10n ** 18n });
    expect(ethToWei("0.000000000000000001")).toEqual({ ok: true, units: 1n });
    expect(ethToWei("1000000")).toEqual({ ok: true, units: 10n ** 24n });
    expect(ethToWei("0.0000000000000000001")).toMatchObject({ ok: false, code: "too-many-decimals" });
    expect(ethToWei("-1")).toMatchObject({ ok: false, code: "sign" });
    expect(ethToWei("1e18")).toMatchObject({ ok: false, code: "exponent" });
    expect(ethToWei(`${"9".repeat(60)}`)).toMatchObject({ ok: false, code: "too-large" });
  });

  it("writes wei back as ETH", () => {
    expect(weiToEth(1500000000000000000n)).toBe("1.500000000000000000");
    expect(weiToEthTrimmed(1500000000000000000n)).toBe("1.5");
    expect(weiToEthTrimmed(1n)).toBe("0.000000000000000001");
  });

  it("round-trips wei -> ETH -> wei", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_UINT256 / 10n ** 18n }), (wei) => {
        expect(ethToWei(weiToEth(wei))).toEqual({ ok: true, units: wei });
        expect(ethToWei(weiToEthTrimmed(wei))).toEqual({ ok: true, units: wei });
      }),
      { numRuns: 300 },
    );
  });
});

describe("convertDecimals", () => {
  it("widens exactly and narrows with the chosen rounding", () => {
    expect(convertDecimals(1_234_567n, 6, 4)).toBe(12_345n); // 1.234567 USDT -> 1.2345
    expect(convertDecimals(1_234_567n, 6, 4, "up")).toBe(12_346n);
    expect(convertDecimals(1_234_550n, 6, 4, "half-up")).toBe(12_346n);
    expect(convertDecimals(12_345n, 4, 18)).toBe(1_234_500_000_000_000_000n); // UTX in EVM units
    expect(convertDecimals(12_345n, 4, 4)).toBe(12_345n);
  });

  it("narrowing down then widening never gains units; widening then narrowing is lossless", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        fc.integer({ min: 0, max: 18 }),
        (units, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(convertDecimals(convertDecimals(units, low, high), high, low)).toBe(units);
          const back = convertDecimals(convertDecimals(units, high, low), low, high);
          expect(back <= units).toBe(true);
          expect(units - back < 10n ** BigInt(high - low)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
