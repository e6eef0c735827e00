import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exitSingleAsset, joinSingleAsset } from "../../src/amm/liquidityMath";
import { LP_IMPACT_FEE_BPS } from "../../src/amm/pool";
import { mustAsset, pool5, pool5050, pool8020 } from "./fixtures";
import { refExitCurve, refJoinCurve } from "./reference";

const FEE = 20;
const IMPACT = LP_IMPACT_FEE_BPS;

describe("single-asset join: worked examples", () => {
  // curve and spot computed with Python's decimal (90 digits) and re-derived with the 200-digit reference
  it("50/50: 1,000.0000 UTX into 500,000.0000 LP", () => {
    const utx = mustAsset(pool5050, 0);
    const leg = joinSingleAsset(utx.balance, utx.weight, pool5050.lp.supply, 1_000_0000n, FEE, IMPACT);
    expect(refJoinCurve(utx.balance, utx.weight, pool5050.lp.supply, 1_000_0000n, FEE)).toBe(2496876n);
    // spot = 1000 * 0.5 * 500,000 / 1,000,000 = 250.0000 LP; impact 3124 units, 20% = 624.8 -> 625
    expect(leg).toEqual({
      amount: 2496251n,
      curve: 2496876n,
      spot: 2500000n,
      baseFee: 1_0000n,
      impactFee: 625n,
    });
  });

  it("80/20 and a 5-token pool", () => {
    const eos = mustAsset(pool8020, 0);
    expect(joinSingleAsset(eos.balance, 8000, pool8020.lp.supply, 1_000_0000n, FEE, IMPACT)).toEqual({
      amount: 9993701n,
      curve: 9994751n,
      spot: 10000000n,
      baseFee: 4000n, // 1000 EOS * 20% non-proportional * 0.2%
      impactFee: 1050n,
    });
    const a = mustAsset(pool5, 0);
    expect(refJoinCurve(a.balance, 3100, pool5.lp.supply, 5_000_0000n, FEE)).toBe(154520209n);
    expect(joinSingleAsset(a.balance, 3100, pool5.lp.supply, 5_000_0000n, FEE, IMPACT)).toEqual({
      amount: 154424250n,
      curve: 154520209n,
      spot: 155000000n,
      baseFee: 69000n,
      impactFee: 95959n,
    });
  });

  it("gives nothing for an empty input or pool", () => {
    const none = { amount: 0n, curve: 0n, spot: 0n, baseFee: 0n, impactFee: 0n };
    expect(joinSingleAsset(10n, 5000, 10n, 0n, FEE, IMPACT)).toEqual(none);
    expect(joinSingleAsset(0n, 5000, 10n, 5n, FEE, IMPACT)).toEqual(none);
    expect(joinSingleAsset(10n, 5000, 0n, 5n, FEE, IMPACT)).toEqual(none);
  });

  it("a huge join can lose everything to the impact fee (amount clamps to 0)", () => {
    // w = 0.2, in = 1000 * balance: curve ~ 3.98 S, spot = 200 S
    const leg = joinSingleAsset(1_0000n, 2000, 1_0000n, 1_000_0000n, FEE, IMPACT);
    expect(leg.amount).toBe(0n);
    expect(leg.impactFee).toBe(leg.curve);
  });
});

describe("single-asset exit: worked examples", () => {
  it("50/50: 1,000.0000 LP -> USDT", () => {
    const usdt = mustAsset(pool5050, 1);
    expect(refExitCurve(usdt.balance, 5000, pool5050.lp.supply, 1_000_0000n, FEE)).toBe(998001000n);
    // gross = 250,000 USDT * (1 - 0.998^2) = 999.000000 USDT, less the base fee on the 50% non-proportional
    // share (0.1%); spot = 1,000 LP at Bo / (w * S) = 1 USDT per LP
    expect(exitSingleAsset(usdt.balance, 5000, pool5050.lp.supply, 1_000_0000n, FEE, IMPACT)).toEqual({
      amount: 997601200n,
      curve: 998001000n,
      spot: 1000000000n,
      baseFee: 999000n,
      impactFee: 399800n,
    });
  });

  it("80/20 (exponent 5) and 5-token (exponents 10 and 100/19)", () => {
    const wax = mustAsset(pool8020, 1);
    const leg = exitSingleAsset(wax.balance, 2000, pool8020.lp.supply, 1_000_0000n, FEE, IMPACT);
    expect(leg.curve).toBe(996405195801n);
    expect(leg.amount).toBe(995686234961n);
    expect(leg.impactFee).toBe(718960840n);
    const e = mustAsset(pool5, 4);
    const c = mustAsset(pool5, 2);
    expect(exitSingleAsset(e.balance, 1000, pool5.lp.supply, 20_000_0000n, FEE, IMPACT).amount).toBe(
      98711672n,
    );
    expect(exitSingleAsset(c.balance, 1900, pool5.lp.supply, 20_000_0000n, FEE, IMPACT).amount).toBe(
      397183837n,
    );
    expect(refExitCurve(c.balance, 1900, pool5.lp.supply, 20_000_0000n, FEE)).toBe(397653198n);
  });

  it("an exact power: half the LP of an 80/20 pool into the 20% token leaves (1/2)^5 of it", () => {
    const leg = exitSingleAsset(2_000_000_00000000n, 2000, 1_000_000_0000n, 500_000_0000n, FEE, IMPACT);
    // gross = Bo * 31/32 = 193,750,000,000,000; base fee 0.16% of it
    expect(leg.curve).toBe(193_440_000_000000n);
    expect(leg.curve).toBe(refExitCurve(2_000_000_00000000n, 2000, 1_000_000_0000n, 500_000_0000n, FEE));
  });

  it("refuses burning the whole supply, nothing, or from an empty balance", () => {
    expect(exitSingleAsset(100n, 5000, 10n, 10n, FEE, IMPACT).amount).toBe(0n);
    expect(exitSingleAsset(100n, 5000, 10n, 11n, FEE, IMPACT).amount).toBe(0n);
    expect(exitSingleAsset(100n, 5000, 10n, 0n, FEE, IMPACT).amount).toBe(0n);
    expect(exitSingleAsset(0n, 5000, 10n, 1n, FEE, IMPACT).amount).toBe(0n);
  });
});

const poolShape = fc.record({
  balance: fc.bigInt({ min: 1_0000n, max: 10n ** 15n }),
  weight: fc.constantFrom(1000, 2000, 3100, 3333, 5000, 8000),
  supply: fc.bigInt({ min: 1_0000n, max: 10n ** 15n }),
});

type PoolShape = { balance: bigint; weight: number; supply: bigint };

/** `check` holds for `numRuns` random pools and input amounts from 1 to `maxAmount`. */
function forPoolsAndAmounts(
  maxAmount: bigint,
  numRuns: number,
  check: (pool: PoolShape, amount: bigint) => void,
): void {
  fc.assert(fc.property(poolShape, fc.bigInt({ min: 1n, max: maxAmount }), check), { numRuns });
}

/** A leg's impact fee is ceil(20% of spot - curve), but never more than the curve amount (then it gives nothing). */
function expectImpactFee(leg: { curve: bigint; spot: bigint; impactFee: bigint; amount: bigint }) {
  const fee = (leg.spot - leg.curve + 4n) / 5n;
  expect(leg.impactFee).toBe(fee < leg.curve ? fee : leg.curve);
  expect(leg.amount).toBe(leg.curve - leg.impactFee);
}

describe("liquidity properties", () => {
  it("join curve and exit curve equal the reference; impact fee is 20% of spot - curve, rounded up", () => {
    forPoolsAndAmounts(10n ** 14n, 30, ({ balance, weight, supply }, amount) => {
      const join = joinSingleAsset(balance, weight, supply, amount, FEE, IMPACT);
      expect(join.curve).toBe(refJoinCurve(balance, weight, supply, amount, FEE));
      expect(join.curve).toBeLessThanOrEqual(join.spot);
      expectImpactFee(join);
      const lpIn = amount % supply;
      fc.pre(lpIn > 0n);
      const exit = exitSingleAsset(balance, weight, supply, lpIn, FEE, IMPACT);
      expect(exit.curve).toBe(refExitCurve(balance, weight, supply, lpIn, FEE));
      expect(exit.curve).toBeLessThan(balance);
      expect(exit.curve).toBeLessThanOrEqual(exit.spot);
      expectImpactFee(exit);
    });
  });

  it("join then exit never returns more than was put in", () => {
    forPoolsAndAmounts(10n ** 15n, 60, ({ balance, weight, supply }, amount) => {
      const join = joinSingleAsset(balance, weight, supply, amount, FEE, IMPACT);
      fc.pre(join.amount > 0n);
      const exit = exitSingleAsset(balance + amount, weight, supply + join.amount, join.amount, FEE, IMPACT);
      expect(exit.amount).toBeLessThanOrEqual(amount);
    });
  });

  it("join and exit are monotonic in their input", () => {
    forPoolsAndAmounts(10n ** 13n, 40, ({ balance, weight, supply }, amount) => {
      const j1 = joinSingleAsset(balance, weight, supply, amount, FEE, 0);
      const j2 = joinSingleAsset(balance, weight, supply, amount + 1n, FEE, 0);
      expect(j2.amount).toBeGreaterThanOrEqual(j1.amount);
      const lpIn = amount % (supply - 1n);
      fc.pre(lpIn > 0n);
      const e1 = exitSingleAsset(balance, weight, supply, lpIn, FEE, 0);
      const e2 = exitSingleAsset(balance, weight, supply, lpIn + 1n, FEE, 0);
      expect(e2.amount).toBeGreaterThanOrEqual(e1.amount);
    });
  });
});
