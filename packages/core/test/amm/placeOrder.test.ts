import { describe, expect, it } from "vitest";
import { exitSingleAsset, joinSingleAsset } from "../../src/amm/liquidityMath";
import { checkOrderOutputs, placeOrder, splitByProportions } from "../../src/amm/placeOrder";
import { LP_IMPACT_FEE_BPS, tokenId } from "../../src/amm/pool";
import { outGivenIn } from "../../src/amm/swapMath";
import { asset, makePool, mustAsset, pool5, pool5050, token } from "./fixtures";

const A = token("A");
const B = token("B");
const C = token("C");
const E = token("E");
const LP = tokenId(pool5.lp);
const LP5050 = tokenId(pool5050.lp);

describe("splitByProportions", () => {
  it("floors every leg but the last, which takes the rest", () => {
    expect(splitByProportions(10n, [3333, 3333, 3334])).toEqual([3n, 3n, 4n]);
    expect(splitByProportions(1n, [5000, 5000])).toEqual([0n, 1n]);
    expect(splitByProportions(1_000_001n, [2500, 7500])).toEqual([250_000n, 750_001n]);
  });
});

describe("placeOrder", () => {
  it("swap leg: 100% A -> B equals out-given-in and moves both balances", () => {
    const result = placeOrder(pool5, { token: A, amount: 5_000_0000n }, [{ token: B, proportion: 10_000 }]);
    if (!result.ok) throw new Error(result.detail);
    expect(result.outputs).toEqual([{ token: B, amount: 153788871n }]);
    expect(mustAsset(result.pool, 0).balance).toBe(1_005_000_0000n);
    expect(mustAsset(result.pool, 1).balance).toBe(2_300_000_0000n - 153788871n);
    expect(result.fees).toEqual([{ kind: "swap", token: A, amount: 10_0000n }]); // 0.2% of 5,000 A
    expect(result.pool.lp.supply).toBe(pool5.lp.supply);
  });

  it("legs run in order, each on the pool left by the previous one; same token is returned unchanged", () => {
    const outputs = [
      { token: B, proportion: 2500 },
      { token: A, proportion: 2500 },
      { token: LP, proportion: 2500 },
      { token: E, proportion: 2500 },
    ];
    const result = placeOrder(pool5, { token: A, amount: 4_000_0001n }, outputs);
    if (!result.ok) throw new Error(result.detail);
    // replay by hand
    let a = mustAsset(pool5, 0).balance;
    let b = mustAsset(pool5, 1).balance;
    let e = mustAsset(pool5, 4).balance;
    let supply = pool5.lp.supply;
    const outB = outGivenIn({ balance: a, weight: 3100 }, { balance: b, weight: 2300 }, 1_000_0000n, 20);
    a += 1_000_0000n;
    b -= outB;
    const join = joinSingleAsset(a, 3100, supply, 1_000_0000n, 20, LP_IMPACT_FEE_BPS);
    a += 1_000_0000n;
    supply += join.amount;
    const outE = outGivenIn({ balance: a, weight: 3100 }, { balance: e, weight: 1000 }, 1_000_0001n, 20);
    a += 1_000_0001n;
    e -= outE;
    expect(result.outputs).toEqual([
      { token: B, amount: outB },
      { token: A, amount: 1_000_0000n },
      { token: LP, amount: join.amount },
      { token: E, amount: outE },
    ]);
    expect(result.pool.assets.map((x) => x.balance)).toEqual([a, b, 3_800_000_0000n, 1_700_000_0000n, e]);
    expect(result.pool.lp.supply).toBe(supply);
    expect(result.fees.map((f) => f.kind)).toEqual(["swap", "base", "impact", "swap"]);
  });

  it("add liquidity (10000 to LP) and remove liquidity (LP in)", () => {
    const add = placeOrder(pool5050, { token: token("UTX"), amount: 1_000_0000n }, [
      { token: pool5050.lp, proportion: 10_000 },
    ]);
    if (!add.ok) throw new Error(add.detail);
    expect(add.outputs).toEqual([{ token: LP5050, amount: 2496251n }]);
    expect(add.pool.lp.supply).toBe(500_000_0000n + 2496251n);
    const remove = placeOrder(pool5050, { token: pool5050.lp, amount: 1_000_0000n }, [
      { token: token("USDT"), proportion: 10_000 },
    ]);
    if (!remove.ok) throw new Error(remove.detail);
    expect(remove.outputs).toEqual([{ token: token("USDT"), amount: 997601200n }]);
    expect(remove.pool.lp.supply).toBe(499_000_0000n);
    expect(mustAsset(remove.pool, 1).balance).toBe(250_000_000000n - 997601200n);
    expect(remove.fees).toEqual([
      { kind: "base", token: token("USDT"), amount: 999000n },
      { kind: "impact", token: token("USDT"), amount: 399800n },
    ]);
  });

  it("LP in to several tokens runs successive exits", () => {
    const result = placeOrder(pool5, { token: LP, amount: 20_000_0000n }, [
      { token: E, proportion: 5000 },
      { token: C, proportion: 5000 },
    ]);
    if (!result.ok) throw new Error(result.detail);
    const first = exitSingleAsset(500_000_0000n, 1000, pool5.lp.supply, 10_000_0000n, 20, LP_IMPACT_FEE_BPS);
    const second = exitSingleAsset(
      3_800_000_0000n,
      1900,
      pool5.lp.supply - 10_000_0000n,
      10_000_0000n,
      20,
      LP_IMPACT_FEE_BPS,
    );
    expect(result.outputs).toEqual([
      { token: E, amount: first.amount },
      { token: C, amount: second.amount },
    ]);
    expect(result.pool.lp.supply).toBe(pool5.lp.supply - 20_000_0000n);
  });

  it("rejects bad outputs: empty, proportions off, duplicates, unknown tokens", () => {
    const cases: [Parameters<typeof checkOrderOutputs>[1], string][] = [
      [[], "bad_proportions"],
      [[{ token: B, proportion: 9999 }], "bad_proportions"],
      [[{ token: B, proportion: 10_001 }], "bad_proportions"],
      [
        [
          { token: B, proportion: 0 },
          { token: C, proportion: 10_000 },
        ],
        "bad_proportions",
      ],
      [
        [
          { token: B, proportion: 50.5 },
          { token: C, proportion: 9949.5 },
        ],
        "bad_proportions",
      ],
      [
        [
          { token: B, proportion: 5000 },
          { token: B, proportion: 5000 },
        ],
        "bad_proportions",
      ],
      [[{ token: token("Z"), proportion: 10_000 }], "unknown_token"],
      [[{ token: token("B", "other"), proportion: 10_000 }], "unknown_token"],
    ];
    for (const [outputs, reason] of cases) {
      expect(checkOrderOutputs(pool5, outputs)?.reason).toBe(reason);
      const result = placeOrder(pool5, { token: A, amount: 1_0000n }, outputs);
      expect(result.ok ? "filled" : result.reason).toBe(reason);
    }
    expect(checkOrderOutputs(pool5, [{ token: B, proportion: 10_000 }])).toBeNull();
  });

  it("rejects bad inputs and outputs below minimums; the pool is untouched", () => {
    const strict = makePool(
      9,
      [asset("A", 4, 1_000_0000n, 5000, 1_0000n), asset("B", 4, 1_000_0000n, 5000, 5_0000n)],
      1_000_0000n,
    );
    const toB = [{ token: B, proportion: 10_000 }];
    const reasons = (input: bigint, outputs = toB, tokenIn = A) => {
      const result = placeOrder(strict, { token: tokenIn, amount: input }, outputs);
      return result.ok ? "filled" : result.reason;
    };
    expect(reasons(0n)).toBe("bad_amount");
    expect(reasons(-1n)).toBe("bad_amount");
    expect(reasons(9999n)).toBe("below_min_trade"); // input minimum 1.0000 A
    expect(reasons(1_0000n)).toBe("below_min_trade"); // ~0.9970 B out, minimum 5.0000 B
    expect(reasons(6_0000n)).toBe("filled");
    expect(reasons(6_0000n, toB, token("Q"))).toBe("unknown_token");
    // 1 unit split in two: the first leg is zero and gives nothing
    const tiny = placeOrder(pool5, { token: A, amount: 1n }, [
      { token: B, proportion: 5000 },
      { token: C, proportion: 5000 },
    ]);
    expect(tiny.ok ? "filled" : tiny.reason).toBe("zero_output");
  });

  it("reports insufficient pool balance for empty pools and over-burning", () => {
    const empty = makePool(4, [asset("A", 4, 0n, 5000), asset("B", 4, 1_0000n, 5000)], 0n);
    const swap = placeOrder(empty, { token: A, amount: 1_0000n }, [{ token: B, proportion: 10_000 }]);
    expect(swap.ok ? "filled" : swap.reason).toBe("insufficient_pool_balance");
    const join = placeOrder(empty, { token: B, amount: 1_0000n }, [{ token: empty.lp, proportion: 10_000 }]);
    expect(join.ok ? "filled" : join.reason).toBe("insufficient_pool_balance");
    const burn = placeOrder(pool5050, { token: pool5050.lp, amount: pool5050.lp.supply }, [
      { token: token("UTX"), proportion: 10_000 },
    ]);
    expect(burn.ok ? "filled" : burn.reason).toBe("insufficient_pool_balance");
    const drained = makePool(5, [asset("A", 4, 1_0000n, 5000), asset("B", 4, 0n, 5000)], 1_0000n);
    const exit = placeOrder(drained, { token: drained.lp, amount: 1n }, [{ token: B, proportion: 10_000 }]);
    expect(exit.ok ? "filled" : exit.reason).toBe("insufficient_pool_balance");
  });

  it("an order wholly to its own token returns the input", () => {
    const result = placeOrder(pool5, { token: A, amount: 7n }, [{ token: A, proportion: 10_000 }]);
    expect(result).toEqual({ ok: true, outputs: [{ token: A, amount: 7n }], pool: pool5, fees: [] });
  });
});
