import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ln2Fixed } from "../../src/amm/fixedLogExp";
import { rationalRoot, rootPow } from "../../src/amm/rootPow";
import { exponentOf, scaledPow, scaledPowCapped } from "../../src/amm/scaledPow";
import { seriesPow } from "../../src/amm/seriesPow";
import { ceilDec, floorDec, nearInteger, refScaledPow } from "./reference";

describe("scaledPow: floor/ceil of base*(num/den)^(p/q), exact to the unit", () => {
  it("matches the 160-digit reference on fixed cases of both paths", () => {
    const cases: [bigint, bigint, bigint, number, number][] = [
      [1_000_000_000n, 10_000_000n, 10_000_123n, 1, 4], // root path
      [1_000_000_000n, 10_000_000n, 10_000_123n, 3333, 3334], // series
      [123_456_789_012_345n, 987_654_321n, 1_987_654_321n, 3334, 3333],
      [123_456_789_012_345n, 98n, 1_987_654_321n, 31, 23],
      [123_456_789_012_345n, 1_987_654_321n, 98n, 31, 23], // ratio above 1
      [(1n << 62n) - 1n, 999_999n, 1_000_000n, 9999, 1], // extreme exponent
      [7n, 3n, 1_000_000_000_000n, 1, 9999], // tiny ratio, tiny exponent
    ];
    for (const [base, num, den, p, q] of cases) {
      const exact = refScaledPow(base, num, den, p, q);
      expect(scaledPow(base, num, den, { p, q }, "floor")).toBe(floorDec(exact));
      expect(scaledPow(base, num, den, { p, q }, "ceil")).toBe(ceilDec(exact));
    }
  });

  const weightRatio = (small: boolean, wi: number, wo: number) =>
    // small = the weight-ratio shapes real pools have (exact roots), else any bps ratio (certified series)
    small ? exponentOf(((wi % 9) + 1) * 1000, ((wo % 9) + 1) * 1000) : exponentOf(wi, wo);

  it("equals the reference on random operands with ratio <= 1 (swaps, exits)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: (1n << 62n) - 1n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.boolean(),
        (base, num, extra, wi, wo, small) => {
          const exponent = weightRatio(small, wi, wo);
          const exact = refScaledPow(base, num, num + extra, exponent.p, exponent.q);
          fc.pre(nearInteger(exact) === null); // the oracle cannot call values within 1e-100 of an integer
          expect(scaledPow(base, num, num + extra, exponent, "floor")).toBe(floorDec(exact));
          expect(scaledPow(base, num, num + extra, exponent, "ceil")).toBe(ceilDec(exact));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("equals the reference on random operands with ratio in (1, 4] (in-given-out, joins)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: (1n << 62n) - 1n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 3n * 10n ** 15n }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.boolean(),
        (base, den, extra, wi, wo, small) => {
          const num = den + (extra % (3n * den)) + 1n;
          const exponent = weightRatio(small, wi, wo);
          fc.pre(exponent.p <= 8 * exponent.q);
          const exact = refScaledPow(base, num, den, exponent.p, exponent.q);
          fc.pre(nearInteger(exact) === null);
          expect(scaledPow(base, num, den, exponent, "floor")).toBe(floorDec(exact));
          expect(scaledPow(base, num, den, exponent, "ceil")).toBe(ceilDec(exact));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("is exact when the value is an integer (floor = ceil)", () => {
    // 32 * (1/2)^5 = 1 and 2^3340 * (1/2^3334)^(3333/3334) = 2^7
    expect(scaledPow(32n, 1n, 2n, { p: 5, q: 1 }, "floor")).toBe(1n);
    expect(scaledPow(32n, 1n, 2n, { p: 5, q: 1 }, "ceil")).toBe(1n);
    expect(scaledPow(81n, 16n, 81n, { p: 1, q: 4 }, "ceil")).toBe(54n);
    expect(scaledPow(81n, 16n, 81n, { p: 1, q: 4 }, "floor")).toBe(54n);
    expect(scaledPow(1n << 3340n, 1n, 1n << 3334n, { p: 3333, q: 3334 }, "floor")).toBe(128n);
    expect(scaledPow(1n << 3340n, 1n, 1n << 3334n, { p: 3333, q: 3334 }, "ceil")).toBe(128n);
  });

  it("series path falls back to exact powers when precision runs out", () => {
    // maxBits below the first attempt: straight to the exact integer root
    expect(seriesPow(1000n, 3n, 7n, 3, 2, "floor", null, 8)).toBe(280n); // 1000*(3/7)^1.5 = 280.57
    expect(seriesPow(1000n, 3n, 7n, 3, 2, "ceil", null, 8)).toBe(281n);
    expect(seriesPow(1000n, 3n, 7n, 3, 2, "ceil", 280n, 8)).toBeNull();
    expect(seriesPow(0n, 3n, 7n, 3, 2, "ceil")).toBe(0n);
    expect(seriesPow(5n, 7n, 7n, 3, 2, "ceil")).toBe(5n);
  });

  it("decides tiny and huge values without the full product", () => {
    // (1/10^18)^9999 is far below one unit: floor 0, ceil 1 (the value is positive)
    expect(scaledPow(10n ** 18n, 1n, 10n ** 18n, { p: 9999, q: 7 }, "floor")).toBe(0n);
    expect(scaledPow(10n ** 18n, 1n, 10n ** 18n, { p: 9999, q: 7 }, "ceil")).toBe(1n);
    expect(scaledPowCapped(10n, 10n ** 18n, 1n, { p: 9999, q: 7 }, "ceil", 1n << 64n)).toBeNull();
    expect(scaledPowCapped(10n, 4n, 1n, { p: 3, q: 1 }, "ceil", 639n)).toBeNull();
    expect(scaledPowCapped(10n, 4n, 1n, { p: 3, q: 1 }, "ceil", 640n)).toBe(640n);
  });

  it("handles trivial exponents and rejects bad operands", () => {
    expect(scaledPow(0n, 3n, 7n, { p: 1, q: 3 }, "ceil")).toBe(0n);
    expect(scaledPow(9n, 3n, 7n, { p: 0, q: 3 }, "ceil")).toBe(9n);
    expect(scaledPow(9n, 7n, 7n, { p: 5, q: 3 }, "floor")).toBe(9n);
    expect(scaledPow(9n, 3n, 7n, { p: 2000, q: 6000 }, "floor")).toBe(
      scaledPow(9n, 3n, 7n, { p: 1, q: 3 }, "floor"),
    );
    expect(() => scaledPow(-1n, 3n, 7n, { p: 1, q: 3 }, "ceil")).toThrow(RangeError);
    expect(() => scaledPow(1n, 0n, 7n, { p: 1, q: 3 }, "ceil")).toThrow(RangeError);
    expect(() => scaledPow(1n, 3n, 0n, { p: 1, q: 3 }, "ceil")).toThrow(RangeError);
    expect(() => scaledPow(1n, 3n, 7n, { p: 1.5, q: 3 }, "ceil")).toThrow(RangeError);
    expect(() => scaledPow(1n, 3n, 7n, { p: 1, q: 0 }, "ceil")).toThrow(RangeError);
    expect(exponentOf(8000, 2000)).toEqual({ p: 4, q: 1 });
    expect(exponentOf(3334, 3333)).toEqual({ p: 3334, q: 3333 });
  });

  it("rationalRoot converges from any guess and rootPow covers q = 1", () => {
    for (const guess of [0n, 1n, 5n, 10n ** 30n]) {
      expect(rationalRoot(10n ** 20n + 1n, 1n, 2n, guess, "floor")).toBe(10n ** 10n);
      expect(rationalRoot(10n ** 20n + 1n, 1n, 2n, guess, "ceil")).toBe(10n ** 10n + 1n);
      expect(rationalRoot(10n ** 21n, 1n, 3n, guess, "floor")).toBe(10n ** 7n);
    }
    expect(rationalRoot(0n, 5n, 3n, 9n, "ceil")).toBe(0n);
    expect(rootPow(10n, 2n, 3n, 2, 1, "floor")).toBe(4n); // 40/9
    expect(rootPow(10n, 2n, 3n, 2, 1, "ceil")).toBe(5n);
  });

  it("rootPow stays exact for operands beyond float range (guess through log2)", () => {
    const base = 1n << 2000n;
    const num = 3n ** 1000n;
    const den = 1n << 1600n;
    const half = rootPow(base, num, den, 1, 2, "floor");
    const n = base * base * num;
    expect(half * half * den <= n && (half + 1n) * (half + 1n) * den > n).toBe(true);
    const up = rootPow(base, num, den, 5, 7, "ceil");
    const n7 = base ** 7n * num ** 5n;
    const d7 = den ** 5n;
    expect(up ** 7n * d7 >= n7 && (up - 1n) ** 7n * d7 < n7).toBe(true);
  });

  it("ln 2 constant is right to the last bit", () => {
    // ln 2 = 0.693147180559945309417232121458176568...
    expect(ln2Fixed(64)).toBe(12786308645202655659n);
    expect(ln2Fixed(8)).toBe(177n);
  });
});
