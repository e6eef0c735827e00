import { describe, expect, it } from "vitest";
import { formatRational, rational } from "../../src/amm/rational";
import { effectivePrice, lpSpotPrice, spotPrice, unitPrices } from "../../src/amm/spotPrice";
import { asset, makePool, pool5, pool5050, pool8020, token } from "./fixtures";

describe("spot prices", () => {
  it("50/50: 1 UTX = 0.25 USDT and 1 USDT = 4 UTX, across different precisions", () => {
    expect(spotPrice(pool5050, token("UTX"), token("USDT"))).toEqual(rational(1n, 4n));
    const both = unitPrices(pool5050, token("UTX"), token("USDT"));
    expect(both?.aInB).toEqual({ num: 1n, den: 4n });
    expect(both?.bInA).toEqual({ num: 4n, den: 1n });
  });

  it("80/20: price of A in B = (Bb/wb)/(Ba/wa)", () => {
    // (2,000,000 / 0.2) / (800,000 / 0.8) = 10 WAX per EOS
    expect(spotPrice(pool8020, token("EOS"), token("WAX"))).toEqual({ num: 10n, den: 1n });
    expect(formatRational(spotPrice(pool8020, token("WAX"), token("EOS")) ?? rational(0n, 1n), 4)).toBe(
      "0.1000",
    );
  });

  it("5-token pool: an awkward ratio stays exact", () => {
    // (2,300,000/0.23) / (1,000,000/0.31) = 3.1 B per A; C in E = (500,000/0.1)/(3,800,000/0.19) = 0.25
    expect(spotPrice(pool5, token("A"), token("B"))).toEqual({ num: 31n, den: 10n });
    expect(spotPrice(pool5, token("C"), token("E"))).toEqual({ num: 1n, den: 4n });
  });

  it("LP price: Bi / (wi * S) per token", () => {
    // 1,000,000 UTX / (0.5 * 500,000 LP) = 4 UTX per LP; 250,000 USDT / 250,000 = 1 USDT per LP
    expect(lpSpotPrice(pool5050, token("UTX"))).toEqual({ num: 4n, den: 1n });
    expect(lpSpotPrice(pool5050, token("USDT"))).toEqual({ num: 1n, den: 1n });
    expect(lpSpotPrice(pool5050, token("EOS"))).toBeNull();
  });

  it("is null for missing tokens or empty balances", () => {
    expect(spotPrice(pool5050, token("UTX"), token("EOS"))).toBeNull();
    const empty = makePool(9, [asset("A", 4, 0n, 5000), asset("B", 4, 10n, 5000)], 0n);
    expect(spotPrice(empty, token("A"), token("B"))).toBeNull();
    expect(unitPrices(empty, token("A"), token("B"))).toBeNull();
    expect(lpSpotPrice(empty, token("B"))).toBeNull();
  });

  it("effective price of a quote in whole tokens", () => {
    // 1,000.0000 UTX -> 249.251247 USDT
    const price = effectivePrice(1_000_0000n, 4, 249_251247n, 6);
    expect(price).toEqual(rational(249_251247n, 1_000_000000n));
    expect(formatRational(price ?? rational(0n, 1n), 4)).toBe("0.2493");
    expect(effectivePrice(0n, 4, 1n, 4)).toBeNull();
  });
});

describe("formatRational", () => {
  it("rounds half up by default, or down/up on request, on the magnitude", () => {
    expect(formatRational(rational(2n, 3n), 4)).toBe("0.6667");
    expect(formatRational(rational(2n, 3n), 4, "down")).toBe("0.6666");
    expect(formatRational(rational(1n, 3n), 4, "up")).toBe("0.3334");
    expect(formatRational(rational(-2n, 3n), 2)).toBe("-0.67");
    expect(formatRational(rational(12345n, 1n), 0)).toBe("12345");
    expect(formatRational(rational(5n, 2n), 0)).toBe("3");
    expect(formatRational(rational(-1n, 1000n), 2)).toBe("0.00");
    expect(formatRational(rational(1n, 20000n), 4)).toBe("0.0001");
    expect(() => formatRational(rational(1n, 2n), -1)).toThrow(RangeError);
    expect(() => rational(1n, 0n)).toThrow(RangeError);
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
  });
});
