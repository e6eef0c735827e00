import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ASSET_AMOUNT } from "../../src/money/asset";
import { addAssets, compareAssets, mulDivAsset, subtractAssets, sumAssets } from "../../src/money/assetMath";
import { divide, mulDiv, pow10 } from "../../src/money/rounding";

const UTX = { code: "UTX", precision: 4 };
const utx = (amount: bigint) => ({ amount, symbol: UTX });
const half = MAX_ASSET_AMOUNT / 2n;

describe("asset arithmetic", () => {
  it("adds, subtracts and compares exact units", () => {
    expect(addAssets(utx(12345n), utx(1n))).toEqual(utx(12346n));
    expect(subtractAssets(utx(1n), utx(12345n))).toEqual(utx(-12344n));
    expect(compareAssets(utx(1n), utx(2n))).toBe(-1);
    expect(compareAssets(utx(2n), utx(2n))).toBe(0);
    expect(compareAssets(utx(3n), utx(2n))).toBe(1);
    expect(sumAssets([utx(1n), utx(2n), utx(3n)], utx(0n))).toEqual(utx(6n));
  });

  it("refuses to mix symbols, codes or precisions", () => {
    const eos = { amount: 1n, symbol: { code: "EOS", precision: 4 } };
    const utx8 = { amount: 1n, symbol: { code: "UTX", precision: 8 } };
    expect(() => addAssets(utx(1n), eos)).toThrow(TypeError);
    expect(() => subtractAssets(utx(1n), utx8)).toThrow(TypeError);
    expect(() => compareAssets(utx8, utx(1n))).toThrow("cannot combine 8,UTX with 4,UTX");
  });

  it("refuses results outside the asset range", () => {
    expect(() => addAssets(utx(MAX_ASSET_AMOUNT), utx(1n))).toThrow(RangeError);
    expect(() => subtractAssets(utx(-MAX_ASSET_AMOUNT), utx(1n))).toThrow(RangeError);
    expect(() => mulDivAsset(utx(MAX_ASSET_AMOUNT), 2n, 1n, "down")).toThrow(RangeError);
  });

  it("mulDiv rounds in the named direction", () => {
    expect(mulDivAsset(utx(10n), 1n, 3n, "down")).toEqual(utx(3n));
    expect(mulDivAsset(utx(10n), 1n, 3n, "up")).toEqual(utx(4n));
    expect(mulDivAsset(utx(10n), 1n, 3n, "half-up")).toEqual(utx(3n));
    expect(mulDivAsset(utx(10n), 1n, 4n, "half-up")).toEqual(utx(3n)); // 2.5 -> 3
    expect(mulDivAsset(utx(-10n), 1n, 3n, "down")).toEqual(utx(-4n)); // floor
    expect(mulDivAsset(utx(-10n), 1n, 3n, "up")).toEqual(utx(-3n)); // ceil
    expect(mulDivAsset(utx(-10n), 1n, 4n, "half-up")).toEqual(utx(-2n)); // -2.5 -> -2 (ties up)
    expect(mulDiv(7n, 1n, -2n, "down")).toBe(-4n);
    expect(divide(7n, -2n, "up")).toBe(-3n);
    expect(() => divide(1n, 0n, "down")).toThrow(RangeError);
    expect(pow10(0)).toBe(1n);
    expect(() => pow10(-1)).toThrow(RangeError);
  });

  it("never loses units: (a + b) - b = a and a + b = b + a", () => {
    const amount = fc.bigInt({ min: -half, max: half });
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(subtractAssets(addAssets(utx(a), utx(b)), utx(b))).toEqual(utx(a));
        expect(addAssets(utx(a), utx(b))).toEqual(addAssets(utx(b), utx(a)));
      }),
      { numRuns: 500 },
    );
  });

  it("mulDiv brackets the exact quotient: down <= a*b/c <= up, differing by at most one unit", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (a, b, c) => {
          const down = mulDiv(a, b, c, "down");
          const up = mulDiv(a, b, c, "up");
          const nearest = mulDiv(a, b, c, "half-up");
          expect(down * c <= a * b).toBe(true);
          expect(up * c >= a * b).toBe(true);
          expect(up - down).toBe((a * b) % c === 0n ? 0n : 1n);
          expect(nearest === down || nearest === up).toBe(true);
          // half-up: the distance to the exact value is at most half a unit.
          const twiceError = 2n * (nearest * c - a * b);
          expect(twiceError <= c && twiceError > -c).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
