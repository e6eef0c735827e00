import { describe, expect, it } from "vitest";
import { effectiveMinTrade, minTradeOf, minTradeUnitsFromDecimal } from "../../src/amm/minTrade";
import { asset, makePool, token } from "./fixtures";

describe("token minimum: the larger of 1/10^decimals and the pool's minimum trade, rounded up", () => {
  it("is at least one unit", () => {
    expect(effectiveMinTrade(0n)).toBe(1n);
    expect(effectiveMinTrade(1n)).toBe(1n);
    expect(effectiveMinTrade(2500n)).toBe(2500n);
  });

  it("rounds a decimal pool minimum up to the token precision", () => {
    expect(minTradeUnitsFromDecimal("0.00015", 4)).toBe(2n);
    expect(minTradeUnitsFromDecimal("0.0001", 4)).toBe(1n);
    expect(minTradeUnitsFromDecimal("0", 4)).toBe(1n);
    expect(minTradeUnitsFromDecimal("0.000001", 4)).toBe(1n);
    expect(minTradeUnitsFromDecimal("1.5", 8)).toBe(150_000_000n);
    expect(minTradeUnitsFromDecimal("12", 0)).toBe(12n);
    expect(minTradeUnitsFromDecimal("0.5", 0)).toBe(1n);
  });

  it("refuses anything but plain decimal text", () => {
    for (const bad of ["", ".5", "1.", "-1", "1e-4", " 1", "0x10", "1,5", "NaN"]) {
      expect(() => minTradeUnitsFromDecimal(bad, 4)).toThrow(RangeError);
    }
    expect(() => minTradeUnitsFromDecimal("1", 19)).toThrow(RangeError);
    expect(() => minTradeUnitsFromDecimal("1", 1.5)).toThrow(RangeError);
  });

  it("looks the minimum up per pool token (LP: one unit)", () => {
    const pool = makePool(1, [asset("A", 4, 10n, 5000, 3_0000n), asset("B", 4, 10n, 5000)], 10n);
    expect(minTradeOf(pool, token("A"))).toBe(3_0000n);
    expect(minTradeOf(pool, token("B"))).toBe(1n);
    expect(minTradeOf(pool, pool.lp)).toBe(1n);
    expect(minTradeOf(pool, token("C"))).toBeNull();
  });
});
