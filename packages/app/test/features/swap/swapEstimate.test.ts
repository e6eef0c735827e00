import { placeOrder, ufxHop } from "@ux/core/amm";
import { describe, expect, it } from "vitest";
import { swapEstimate } from "../../../src/features/swap/swapEstimate";
import { buildSwapIndex } from "../../../src/features/swap/swapIndex";
import { equalWeightOut, POOLS, tokenOf, UFX_EOS, UFX_USDT } from "./fixtures";

const index = buildSwapIndex(POOLS);
const UTX = tokenOf("UTX");
const EOS = tokenOf("EOS");
const WAX = tokenOf("WAX");
const USDT = tokenOf("USDT");
const UFX = tokenOf("UFX");
const TLOS = tokenOf("TLOS");

describe("swapEstimate: amount to send typed", () => {
  it("direct pool: the exact settled output, shown to 4 decimals", () => {
    // 10 USDT into 100,000 USDT / 1,000,000 UTX: 10^10 * 99,800 / (10^9 + 99,800) = 997,900 units.
    const estimate = swapEstimate(index, USDT, UTX, "10", "send");
    expect(estimate.route).toBe("pool");
    expect(estimate.plan?.kind === "direct" && estimate.plan.pool.pool_name).toBe("usdt-utx");
    expect(estimate.receiveUnits).toBe(997_900n);
    expect(equalWeightOut(100_000_0000n, 1_000_000_0000n, 10_0000n)).toBe(997_900n);
    expect(estimate.sendUnits).toBe(10_0000n);
    expect(estimate.computedText).toBe("99.7900");
    expect(estimate.fromMin).toBe(100n);
  });

  it("rounds an 8-decimal output DOWN to 4 decimals: the report never pays less than shown", () => {
    // 1 EOS -> WAX in antelope: exactly 15.96793625 WAX; shown 15.9679.
    const estimate = swapEstimate(index, EOS, WAX, "1", "send");
    expect(equalWeightOut(250_000_0000n, 4_000_000_00000000n, 1_0000n)).toBe(15_96793625n);
    expect(estimate.receiveUnits).toBe(15_96790000n);
    expect(estimate.computedText).toBe("15.9679");
  });

  it("several direct pools: the best output wins, every pool is listed best first, a pick is kept", () => {
    // 100 UTX -> EOS: antelope gives 12.4743 EOS, utx-eos 9.9700 EOS.
    const best = swapEstimate(index, UTX, EOS, "100", "send");
    if (best.plan?.kind !== "direct") throw new Error("expected a direct plan");
    expect(best.plan.pool.pool_name).toBe("antelope");
    expect(best.plan.choices.map((c) => [c.pool.pool_name, c.amount])).toEqual([
      ["antelope", 124_743n],
      ["utx-eos", 99_700n],
    ]);
    expect(best.computedText).toBe("12.4743");
    const picked = swapEstimate(index, UTX, EOS, "100", "send", 2);
    if (picked.plan?.kind !== "direct") throw new Error("expected a direct plan");
    expect(picked.plan.pool.pool_name).toBe("utx-eos");
    expect(picked.computedText).toBe("9.9700");
    // A pick that is not a direct pool of the pair is ignored.
    expect(swapEstimate(index, UTX, EOS, "100", "send", 4).computedText).toBe("12.4743");
  });

  it("UFX hop: the from-token's lowest-id UFX pool (as the contract), the exact two-leg output", () => {
    // 10 EOS -> 15.9654 UFX in ufx-eos -> 7.9654 USDT in ufx-usdt (ufx-eos-deep would give 7.9666: not used).
    const estimate = swapEstimate(index, EOS, USDT, "10", "send");
    expect(estimate.route).toBe("ufx-hop");
    if (estimate.plan?.kind !== "ufxhop") throw new Error("expected a hop");
    expect([estimate.plan.first.pool_name, estimate.plan.second.pool_name]).toEqual(["ufx-eos", "ufx-usdt"]);
    expect(estimate.receiveUnits).toBe(79_654n);
    expect(
      equalWeightOut(100_000_0000n, 50_000_0000n, equalWeightOut(62_500_0000n, 100_000_0000n, 10_0000n)),
    ).toBe(79_654n);
    const hop = ufxHop(UFX_EOS, UFX_USDT, { token: EOS, amount: 10_0000n }, UFX, USDT);
    expect(hop.ok && hop.amountOut).toBe(79_654n);
    expect(estimate.computedText).toBe("7.9654");
  });

  it("UFX on a side forces a direct pool: several UFX/EOS pools are direct choices, never a hop", () => {
    const estimate = swapEstimate(index, EOS, UFX, "10", "send");
    expect(estimate.route).toBe("pool");
    if (estimate.plan?.kind !== "direct") throw new Error("expected a direct plan");
    expect(estimate.plan.choices.map((c) => [c.pool.pool_name, c.amount])).toEqual([
      ["ufx-eos-deep", 159_677n],
      ["ufx-eos", 159_654n],
    ]);
    expect(swapEstimate(index, UFX, UTX, "10", "send").route).toBe("none");
  });

  it("no route: nothing computed", () => {
    const estimate = swapEstimate(index, UTX, TLOS, "10", "send");
    expect(estimate).toMatchObject({ route: "none", plan: null, computedText: "", receiveUnits: null });
  });

  it("below the from-token's minimum, not an amount, zero or empty: no estimate", () => {
    const below = swapEstimate(index, EOS, UTX, "0.0099", "send");
    expect(below.fromMin).toBe(100n);
    expect(below).toMatchObject({ sendUnits: 99n, receiveUnits: null, computedText: "" });
    for (const text of ["", "0", "abc", "1.00001", "-1"]) {
      expect(swapEstimate(index, EOS, UTX, text, "send")).toMatchObject({
        sendUnits: null,
        computedText: "",
      });
    }
  });

  it("an output below the to-token's minimum is refunded by the settlement, so it is not promised", () => {
    // 0.0100 EOS -> 0.0159 UFX in ufx-eos, below UFX's 0.0200 minimum: placeorder refunds.
    expect(equalWeightOut(62_500_0000n, 100_000_0000n, 100n)).toBe(159n);
    const tiny = swapEstimate(index, EOS, UFX, "0.0100", "send", 3);
    const fill = placeOrder(UFX_EOS, { token: EOS, amount: 100n }, [{ token: UFX, proportion: 10_000 }]);
    expect(fill.ok).toBe(false);
    expect(tiny.computedText).toBe("");
  });
});

describe("swapEstimate: amount to receive typed", () => {
  it("direct pool: the smallest sufficient input, exact at 4 decimals", () => {
    // 100 UTX out of usdt-utx needs 10.0211 USDT; 10.0210 USDT would give less.
    const estimate = swapEstimate(index, USDT, UTX, "100", "receive");
    expect(estimate.sendUnits).toBe(100_211n);
    expect(estimate.receiveUnits).toBe(100_0000n);
    expect(estimate.computedText).toBe("10.0211");
    expect(equalWeightOut(100_000_0000n, 1_000_000_0000n, 100_211n)).toBeGreaterThanOrEqual(100_0000n);
    expect(equalWeightOut(100_000_0000n, 1_000_000_0000n, 100_210n)).toBeLessThan(100_0000n);
  });

  it("rounds an 8-decimal input UP to 4 decimals: sending it yields at least the amount typed", () => {
    // 1 EOS needs exactly 16.03212826 WAX; shown 16.0322 WAX, which yields 1.0000 EOS.
    const estimate = swapEstimate(index, WAX, EOS, "1", "receive");
    expect(estimate.sendUnits).toBe(16_03220000n);
    expect(estimate.computedText).toBe("16.0322");
    expect(equalWeightOut(4_000_000_00000000n, 250_000_0000n, 16_03212826n)).toBeGreaterThanOrEqual(1_0000n);
    expect(equalWeightOut(4_000_000_00000000n, 250_000_0000n, 16_03212825n)).toBeLessThan(1_0000n);
    expect(equalWeightOut(4_000_000_00000000n, 250_000_0000n, 16_03220000n)).toBe(1_0000n);
  });

  it("several direct pools: the least input wins", () => {
    const estimate = swapEstimate(index, UTX, EOS, "1", "receive");
    if (estimate.plan?.kind !== "direct") throw new Error("expected a direct plan");
    expect(estimate.plan.pool.pool_name).toBe("antelope");
    const [best, other] = estimate.plan.choices;
    expect(best?.amount).toBe(estimate.sendUnits);
    expect((best?.amount ?? 0n) < (other?.amount ?? 0n)).toBe(true);
  });

  it("UFX hop: the X the first pool needs for the UFX the second pool needs", () => {
    // 5 USDT needs 10.0211 UFX from ufx-usdt, which needs 6.2764 EOS in ufx-eos; that yields exactly 5 USDT.
    const estimate = swapEstimate(index, EOS, USDT, "5", "receive");
    expect(estimate.sendUnits).toBe(62_764n);
    expect(estimate.computedText).toBe("6.2764");
    expect(
      equalWeightOut(100_000_0000n, 50_000_0000n, equalWeightOut(62_500_0000n, 100_000_0000n, 62_764n)),
    ).toBe(5_0000n);
  });

  it("more than the pool can pay: no estimate ('Adjust your amounts')", () => {
    expect(swapEstimate(index, USDT, UTX, "1000000", "receive").computedText).toBe("");
    expect(swapEstimate(index, USDT, UTX, "2000000", "receive").sendUnits).toBeNull();
  });

  it("an input below the from-token's minimum is still shown, so the form can say 'Minimum is …'", () => {
    // 0.0010 UTX from usdt-utx needs 0.0002 USDT (0.0001 gives 0.0009), below USDT's 0.0100 minimum.
    const estimate = swapEstimate(index, USDT, UTX, "0.001", "receive");
    expect(equalWeightOut(100_000_0000n, 1_000_000_0000n, 1n)).toBe(9n);
    expect(estimate.sendUnits).toBe(2n);
    expect(estimate.computedText).toBe("0.0002");
  });
});
