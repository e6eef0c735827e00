import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ASSET_AMOUNT } from "../../src/amm/pool";
import { inGivenOut, outGivenIn, type SwapSide } from "../../src/amm/swapMath";
import { mustAsset, pool5, pool5050, pool8020 } from "./fixtures";
import { refInGivenOut, refOutGivenIn } from "./reference";

const FEE = 20;
const [UTX, USDT] = [mustAsset(pool5050, 0), mustAsset(pool5050, 1)];
const [EOS, WAX] = [mustAsset(pool8020, 0), mustAsset(pool8020, 1)];
const five = pool5.assets;

function expectReference(a: SwapSide, b: SwapSide, amountIn: bigint, expected: bigint): void {
  // expected literals were computed with Python's decimal at 90 digits; the test re-derives them with the
  // independent 200-digit reference too, so a wrong literal or a wrong implementation both fail
  expect(refOutGivenIn(a.balance, a.weight, b.balance, b.weight, amountIn, FEE)).toBe(expected);
  expect(outGivenIn(a, b, amountIn, FEE)).toBe(expected);
}

describe("outGivenIn: worked examples to the last unit", () => {
  it("50/50: 1,000.0000 UTX -> 249.251247 USDT", () => {
    // 250,000e6 * 9.98e6 / (1e10 + 9.98e6) = 249,251,247.5... -> rounds down
    expectReference(UTX, USDT, 1_000_0000n, 249_251247n);
    expect(outGivenIn(UTX, USDT, 1_000_0000n, FEE)).toBe((250_000_000000n * 9_980_000n) / 10_009_980_000n);
  });

  it("80/20: EOS -> WAX (exponent 4) and WAX -> EOS (fourth root)", () => {
    expectReference(EOS, WAX, 1_000_0000n, 9948_95236298n);
    expectReference(WAX, EOS, 10_000_00000000n, 994_8990n);
  });

  it("5-token pool: every neighbouring pair, including series-path exponents 31/23, 23/19, 19/17, 10/31", () => {
    const amounts = [5_000_0000n, 12_345_0000n, 777_1234n, 2_500_0000n, 99_0001n];
    const expected = [153788871n, 244955664n, 3877007n, 12450327n, 637349n];
    for (let i = 0; i < 5; i++) {
      const from = five[i];
      const to = five[(i + 1) % 5];
      if (!from || !to) throw new Error("fixture");
      expectReference(from, to, amounts[i] ?? 0n, expected[i] ?? -1n);
    }
  });
});

describe("inGivenOut: worked examples", () => {
  it("matches the exact formula rounded up", () => {
    const cases: [SwapSide, SwapSide, bigint, bigint][] = [
      [UTX, USDT, 500_000000n, 2008_0241n],
      [EOS, WAX, 1_000_00000000n, 100_2318n],
      [WAX, EOS, 100_0000n, 1002_31721257n],
      [mustAsset(pool5, 0), mustAsset(pool5, 1), 1_000_0000n, 323_3496n],
    ];
    for (const [a, b, out, expected] of cases) {
      expect(refInGivenOut(a.balance, a.weight, b.balance, b.weight, out, FEE)).toBe(expected);
      expect(inGivenOut(a, b, out, FEE)).toBe(expected);
    }
  });

  it("refuses outputs the pool cannot pay and huge inputs", () => {
    expect(inGivenOut(UTX, USDT, USDT.balance, FEE)).toBeNull();
    expect(inGivenOut(UTX, USDT, USDT.balance + 1n, FEE)).toBeNull();
    expect(inGivenOut({ balance: 0n, weight: 5000 }, USDT, 1n, FEE)).toBeNull();
    // all but one unit of 800,000 EOS would need WAX beyond the largest asset amount (exponent 4)...
    expect(inGivenOut(WAX, EOS, EOS.balance - 1n, FEE)).toBeNull();
    // ...while the other way (exponent 1/4) it is a finite, exact amount
    const drain = inGivenOut(EOS, WAX, WAX.balance - 1n, FEE);
    expect(drain).toBe(refInGivenOut(EOS.balance, 8000, WAX.balance, 2000, WAX.balance - 1n, FEE));
    expect(inGivenOut(UTX, USDT, 0n, FEE)).toBe(0n);
    expect(inGivenOut(UTX, USDT, -5n, FEE)).toBe(0n);
    const odd = { balance: 10n ** 12n, weight: 3333 };
    expect(inGivenOut(odd, { balance: 10n ** 12n, weight: 3334 }, 10n ** 12n - 1n, FEE)).toBeNull();
  });
});

describe("outGivenIn: edge cases", () => {
  it("gives nothing for non-positive input or an empty side", () => {
    expect(outGivenIn(UTX, USDT, 0n, FEE)).toBe(0n);
    expect(outGivenIn(UTX, USDT, -1n, FEE)).toBe(0n);
    expect(outGivenIn({ balance: 0n, weight: 5000 }, USDT, 10n, FEE)).toBe(0n);
    expect(outGivenIn(UTX, { balance: 0n, weight: 5000 }, 10n, FEE)).toBe(0n);
  });

  it("never pays the whole balance, even for the largest input", () => {
    for (const [a, b] of [
      [UTX, USDT],
      [EOS, WAX],
      [WAX, EOS],
      [mustAsset(pool5, 2), mustAsset(pool5, 3)],
    ] as const) {
      const out = outGivenIn(a, b, MAX_ASSET_AMOUNT, FEE);
      expect(out).toBeLessThan(b.balance);
      expect(out).toBeGreaterThan(0n);
    }
  });

  it("a zero fee on equal weights is the constant product", () => {
    expect(outGivenIn({ balance: 100n, weight: 5000 }, { balance: 100n, weight: 5000 }, 100n, 0)).toBe(50n);
  });
});

const side = fc.record({
  balance: fc.bigInt({ min: 1n, max: 10n ** 16n }),
  weight: fc.constantFrom(1000, 2000, 2500, 3100, 3333, 3334, 5000, 8000),
});

describe("swap properties", () => {
  it("out-given-in is the exact value rounded down (never more than the pool holds, never all of it)", () => {
    fc.assert(
      fc.property(side, side, fc.bigInt({ min: 1n, max: 10n ** 17n }), (a, b, amountIn) => {
        const out = outGivenIn(a, b, amountIn, FEE);
        expect(out).toBe(refOutGivenIn(a.balance, a.weight, b.balance, b.weight, amountIn, FEE));
        expect(out).toBeGreaterThanOrEqual(0n);
        expect(out).toBeLessThan(b.balance);
      }),
      { numRuns: 40 },
    );
  });

  it("estimates are monotonic in the input", () => {
    fc.assert(
      fc.property(
        side,
        side,
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (a, b, x, d) => {
          expect(outGivenIn(a, b, x + d, FEE)).toBeGreaterThanOrEqual(outGivenIn(a, b, x, FEE));
          expect(outGivenIn(a, b, x + 1n, FEE)).toBeGreaterThanOrEqual(outGivenIn(a, b, x, FEE));
        },
      ),
      { numRuns: 100 },
    );
  });

  it("in-given-out is the smallest sufficient input: out(in) >= target > out(in - 1)", () => {
    fc.assert(
      fc.property(side, side, fc.bigInt({ min: 1n, max: 10n ** 15n }), (a, b, raw) => {
        const target = raw % b.balance;
        fc.pre(target > 0n);
        const needed = inGivenOut(a, b, target, FEE);
        if (needed === null) return; // beyond the largest asset amount
        expect(outGivenIn(a, b, needed, FEE)).toBeGreaterThanOrEqual(target);
        expect(outGivenIn(a, b, needed - 1n, FEE)).toBeLessThan(target);
        expect(needed).toBe(refInGivenOut(a.balance, a.weight, b.balance, b.weight, target, FEE));
      }),
      { numRuns: 40 },
    );
  });

  it("out-given-in then in-given-out returns the input within one unit (never more)", () => {
    fc.assert(
      fc.property(side, side, fc.bigInt({ min: 1n, max: 10n ** 15n }), (a, b, amountIn) => {
        const out = outGivenIn(a, b, amountIn, FEE);
        fc.pre(out > 0n);
        const back = inGivenOut(a, b, out, FEE);
        expect(back).not.toBeNull();
        // several inputs can share one output unit; the smallest of them is returned
        expect(back).toBeLessThanOrEqual(amountIn);
        expect(outGivenIn(a, b, back ?? 0n, FEE)).toBe(out);
      }),
      { numRuns: 60 },
    );
  });
});
