import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputForOutputInPool } from "../../src/amm/inputForOutput";
import { quoteInPool } from "../../src/amm/routeSearch";
import { pool5, pool5050, pool8020, token } from "./fixtures";

const UTX = token("UTX");
const USDT = token("USDT");
const EOS = token("EOS");
const WAX = token("WAX");

describe("inputForOutputInPool", () => {
  it("equal weights: the exact smallest input, to the last unit", () => {
    // out = Bo*in'/(Bi+in') with in' = in*0.998: 100 USDT out of 250,000 needs
    // in = ceil(Bi*out / ((Bo-out)*0.998)) = ceil(10^18 / (2.499*10^11 * 0.998)) = ceil(4,009,619.88) units.
    const input = inputForOutputInPool(pool5050, UTX, USDT, 100_000000n);
    expect(input).toBe(4_009_620n);
    expect(quoteInPool(pool5050, UTX, USDT, 4_009_620n)).toBeGreaterThanOrEqual(100_000000n);
    expect(quoteInPool(pool5050, UTX, USDT, 4_009_619n)).toBeLessThan(100_000000n);
  });

  it("is the smallest sufficient input in weighted pools, both directions", () => {
    const pairs = [
      [pool8020, EOS, WAX, 10_000_00000000n],
      [pool8020, WAX, EOS, 1_000_0000n],
      [pool5, token("A"), token("E"), 50_000_0000n],
    ] as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.bigInt({ min: 1n, max: 1n << 40n }), (i, raw) => {
        const [pool, from, to, cap] = pairs[i] ?? pairs[0];
        const wanted = (raw % cap) + 1n;
        const input = inputForOutputInPool(pool, from, to, wanted);
        if (input === null) throw new Error("pool should pay");
        expect(quoteInPool(pool, from, to, input)).toBeGreaterThanOrEqual(wanted);
        expect(quoteInPool(pool, from, to, input - 1n)).toBeLessThan(wanted);
      }),
      { numRuns: 60 },
    );
  });

  it("null when the pool cannot pay, or lacks a token; 0 for nothing wanted", () => {
    expect(inputForOutputInPool(pool5050, UTX, USDT, 250_000_000000n)).toBeNull();
    expect(inputForOutputInPool(pool5050, UTX, EOS, 1n)).toBeNull();
    expect(inputForOutputInPool(pool5050, UTX, UTX, 1n)).toBeNull();
    expect(inputForOutputInPool(pool5050, UTX, USDT, 0n)).toBe(0n);
  });
});
