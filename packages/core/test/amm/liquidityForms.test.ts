import { describe, expect, it } from "vitest";
import { balancedAmounts, balancedAmountsFromUsd, estimateAddLiquidity } from "../../src/amm/addLiquidity";
import { placeOrder } from "../../src/amm/placeOrder";
import { tokenId } from "../../src/amm/pool";
import { rational } from "../../src/amm/rational";
import { estimateRemoveLiquidity, percentToProportion } from "../../src/amm/removeLiquidity";
import { at, pool5, pool5050, token } from "./fixtures";

describe("balanced add", () => {
  it("sets every other token in proportion to the pool balances, rounding down", () => {
    // 1,000,000 UTX : 250,000 USDT -> 123.4567 UTX needs 30.864175 USDT
    expect(balancedAmounts(pool5050, token("UTX"), 123_4567n)).toEqual([
      { token: token("UTX"), amount: 123_4567n },
      { token: token("USDT"), amount: 30_864175n },
    ]);
    // 0.000003 USDT * 4 = 0.000012 UTX -> 0.0000 (never more than proportional)
    expect(balancedAmounts(pool5050, token("USDT"), 3n)?.[0]?.amount).toBe(0n);
    const five = balancedAmounts(pool5, token("C"), 38_0000n);
    expect(five?.map((a) => a.amount)).toEqual([10_0000n, 23_0000n, 38_0000n, 17_0000n, 5_0000n]);
    expect(balancedAmounts(pool5050, token("EOS"), 1n)).toBeNull();
    expect(balancedAmounts(pool5050, token("UTX"), -1n)).toBeNull();
  });

  it("from a USD value: amount = usd / price, then the balances", () => {
    // $100.00 of USDT at $1.0000 -> 100.000000 USDT and 400.0000 UTX
    const amounts = balancedAmountsFromUsd(
      pool5050,
      token("USDT"),
      rational(10_000n, 100n),
      rational(1n, 1n),
    );
    expect(amounts?.map((a) => a.amount)).toEqual([400_0000n, 100_000000n]);
    // $1 of UTX at $0.30 -> 3.3333 UTX (rounded down)
    expect(
      balancedAmountsFromUsd(pool5050, token("UTX"), rational(1n, 1n), rational(3n, 10n))?.[0]?.amount,
    ).toBe(3_3333n);
    expect(balancedAmountsFromUsd(pool5050, token("UTX"), rational(1n, 1n), rational(0n, 1n))).toBeNull();
    expect(balancedAmountsFromUsd(pool5050, token("EOS"), rational(1n, 1n), rational(1n, 1n))).toBeNull();
  });

  it("estimates the LP minted as settlement would: one join order per token, in order", () => {
    const amounts = balancedAmounts(pool5050, token("UTX"), 1_000_0000n) ?? [];
    const estimate = estimateAddLiquidity(pool5050, amounts);
    const lp = tokenId(pool5050.lp);
    const first = placeOrder(pool5050, at(amounts, 0), [{ token: lp, proportion: 10_000 }]);
    if (!first.ok) throw new Error(first.detail);
    const second = placeOrder(first.pool, at(amounts, 1), [{ token: lp, proportion: 10_000 }]);
    if (!second.ok) throw new Error(second.detail);
    expect(estimate.orders).toEqual([first, second]);
    expect(estimate.lpMinted).toBe((first.outputs[0]?.amount ?? 0n) + (second.outputs[0]?.amount ?? 0n));
    expect(estimate.pool).toEqual(second.pool);
    // a fee-free proportional deposit of 1,000 UTX + 250 USDT is 500.0000 LP; fees keep the estimate below
    expect(estimate.lpProportional).toBe(500_0000n);
    expect(estimate.lpMinted).toBeLessThan(estimate.lpProportional);
    expect(estimate.lpMinted).toBeGreaterThan(499_0000n);
  });

  it("skips zero amounts and reports failing ones", () => {
    const estimate = estimateAddLiquidity(pool5050, [
      { token: token("UTX"), amount: 0n },
      { token: token("EOS"), amount: 5n },
    ]);
    expect(estimate.orders).toHaveLength(1);
    expect(estimate.orders[0]?.ok).toBe(false);
    expect(estimate.lpMinted).toBe(0n);
    expect(estimate.lpProportional).toBe(0n);
    expect(estimate.pool).toBe(pool5050);
  });
});

describe("unbalanced remove", () => {
  it("parses percentages 0..100 with at most 2 decimals into proportions", () => {
    expect(percentToProportion("33.33")).toBe(3333);
    expect(percentToProportion("100")).toBe(10_000);
    expect(percentToProportion("0")).toBe(0);
    expect(percentToProportion("5.5")).toBe(550);
    expect(percentToProportion(" 7 ")).toBe(700);
    for (const bad of ["100.01", "101", "", "1.234", "-1", "1e2", "abc", ".5"])
      expect(percentToProportion(bad)).toBeNull();
  });

  it("burns LP into tokens by share; zero shares drop out; shares must sum to 100%", () => {
    const lp = tokenId(pool5.lp);
    const shares = [
      { token: token("A"), proportion: 2500 },
      { token: token("B"), proportion: 0 },
      { token: token("E"), proportion: 7500 },
    ];
    const result = estimateRemoveLiquidity(pool5, 1_000_0000n, shares);
    const direct = placeOrder(pool5, { token: lp, amount: 1_000_0000n }, [
      { token: token("A"), proportion: 2500 },
      { token: token("E"), proportion: 7500 },
    ]);
    expect(result).toEqual(direct);
    expect(result.ok).toBe(true);
    const off = estimateRemoveLiquidity(pool5, 1_000_0000n, [{ token: token("A"), proportion: 9999 }]);
    expect(off.ok ? "" : off.detail).toBe("percentages must add up to 100");
    const negative = estimateRemoveLiquidity(pool5, 1n, [
      { token: token("A"), proportion: -1 },
      { token: token("B"), proportion: 10_001 },
    ]);
    expect(negative.ok ? "" : negative.reason).toBe("bad_proportions");
    const tooMuch = estimateRemoveLiquidity(pool5, pool5.lp.supply, [
      { token: token("A"), proportion: 10_000 },
    ]);
    expect(tooMuch.ok ? "" : tooMuch.reason).toBe("insufficient_pool_balance");
  });
});
