import { describe, expect, it } from "vitest";
import { multiSwap } from "../../src/amm/multiSwap";
import { placeOrder } from "../../src/amm/placeOrder";
import { tokenId } from "../../src/amm/pool";
import { at, pool5, token } from "./fixtures";

describe("multiSwap", () => {
  const outputs = [
    { token: token("D"), proportion: 6000 },
    { token: tokenId(pool5.lp), proportion: 4000 },
  ];

  it("is one placeorder per input with the same proportions, applied in order, with totals", () => {
    const inputs = [
      { token: token("A"), amount: 1_000_0000n },
      { token: token("B"), amount: 2_000_0000n },
      { token: tokenId(pool5.lp), amount: 500_0000n },
    ];
    const estimate = multiSwap(pool5, inputs, outputs);
    const first = placeOrder(pool5, at(inputs, 0), outputs);
    if (!first.ok) throw new Error(first.detail);
    const second = placeOrder(first.pool, at(inputs, 1), outputs);
    if (!second.ok) throw new Error(second.detail);
    const third = placeOrder(second.pool, at(inputs, 2), outputs);
    if (!third.ok) throw new Error(third.detail);
    expect(estimate.orders).toEqual([first, second, third]);
    expect(estimate.pool).toEqual(third.pool);
    const sum = (i: number) => [first, second, third].reduce((s, r) => s + (r.outputs[i]?.amount ?? 0n), 0n);
    expect(estimate.totals).toEqual([
      { token: token("D"), amount: sum(0) },
      { token: tokenId(pool5.lp), amount: sum(1) },
    ]);
    // the LP input's LP share is returned unchanged: 40% of 500 LP
    expect(third.outputs[1]).toEqual({ token: tokenId(pool5.lp), amount: 200_0000n });
  });

  it("a failing input is skipped (it would be refunded) and the rest go on", () => {
    const estimate = multiSwap(
      pool5,
      [
        { token: token("A"), amount: 0n },
        { token: token("B"), amount: 2_000_0000n },
      ],
      outputs,
    );
    expect(estimate.orders[0]?.ok).toBe(false);
    const alone = placeOrder(pool5, { token: token("B"), amount: 2_000_0000n }, outputs);
    expect(estimate.orders[1]).toEqual(alone);
    expect(estimate.totals[0]?.amount).toBe(alone.ok ? alone.outputs[0]?.amount : -1n);
  });
});
