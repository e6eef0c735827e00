import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeOrder } from "../../src/amm/placeOrder";
import { type Pool, type TokenAmount, type TokenId, tokenId, tokenKey } from "../../src/amm/pool";
import { type QueuedOrder, type Settlement, settleOrders } from "../../src/amm/settleOrders";
import { pool5, pool8020, token } from "./fixtures";

/**
 * Holdings per token as the pool sees them: asset balances, and minus the LP supply (the pool owes every LP
 * token in circulation; burning one reduces the debt, minting one adds to it).
 */
function holdings(pool: Pool): Map<string, bigint> {
  const map = new Map<string, bigint>(pool.assets.map((a) => [tokenKey(a), a.balance]));
  map.set(tokenKey(pool.lp), -pool.lp.supply);
  return map;
}

function add(map: Map<string, bigint>, t: TokenAmount | null): void {
  if (t) map.set(tokenKey(t.token), (map.get(tokenKey(t.token)) ?? 0n) + t.amount);
}

/** For every token: pool before + inputs = pool after + outputs + refunds. */
function expectConservation(before: Pool, orders: readonly QueuedOrder[], settlement: Settlement): void {
  const left = holdings(before);
  for (const order of orders) if (order.input.amount > 0n) add(left, order.input);
  const right = holdings(settlement.pool);
  for (const report of settlement.reports) {
    for (const out of report.outputs) add(right, out);
    add(right, report.refund);
  }
  for (const key of new Set([...left.keys(), ...right.keys()])) {
    expect(`${key} ${right.get(key) ?? 0n}`).toBe(`${key} ${left.get(key) ?? 0n}`);
  }
}

const order = (id: string, input: TokenAmount, outputs: QueuedOrder["outputs"], poolId = 3): QueuedOrder => ({
  id,
  owner: "alice",
  pool_id: poolId,
  input,
  outputs,
});

describe("settleOrders", () => {
  it("runs orders in queue order, refunds the ones that cannot execute, and reports each", () => {
    const A = token("A");
    const B = token("B");
    const orders = [
      order("1", { token: A, amount: 5_000_0000n }, [{ token: B, proportion: 10_000 }]),
      order("2", { token: A, amount: 5_000_0000n }, [{ token: B, proportion: 9_000 }]),
      order("3", { token: A, amount: 5_000_0000n }, [{ token: B, proportion: 10_000 }], 99),
      order("4", { token: A, amount: 5_000_0000n }, [{ token: B, proportion: 10_000 }]),
      order("5", { token: A, amount: 0n }, [{ token: B, proportion: 10_000 }]),
    ];
    const settlement = settleOrders(pool5, orders);
    expect(settlement.reports.map((r) => [r.id, r.status, r.reason])).toEqual([
      ["1", "filled", null],
      ["2", "refunded", "bad_proportions"],
      ["3", "refunded", "wrong_pool"],
      ["4", "filled", null],
      ["5", "refunded", "bad_amount"],
    ]);
    // order 1 equals a lone placeorder; order 4 sees the pool order 1 left (so it gets less B)
    const first = placeOrder(pool5, { token: A, amount: 5_000_0000n }, [{ token: B, proportion: 10_000 }]);
    if (!first.ok) throw new Error(first.detail);
    const fourth = placeOrder(first.pool, { token: A, amount: 5_000_0000n }, [
      { token: B, proportion: 10_000 },
    ]);
    if (!fourth.ok) throw new Error(fourth.detail);
    expect(settlement.reports[0]?.outputs).toEqual(first.outputs);
    expect(settlement.reports[3]?.outputs).toEqual(fourth.outputs);
    expect(settlement.reports[3]?.outputs[0]?.amount).toBeLessThan(first.outputs[0]?.amount ?? 0n);
    expect(settlement.pool).toEqual(fourth.pool);
    expect(settlement.reports[1]?.refund).toEqual({ token: A, amount: 5_000_0000n });
    expect(settlement.reports[1]?.outputs).toEqual([]);
    expect(settlement.reports[4]?.refund).toBeNull();
    expectConservation(pool5, orders, settlement);
  });

  it("an empty queue leaves the pool as it was", () => {
    expect(settleOrders(pool8020, [])).toEqual({ pool: pool8020, reports: [] });
  });

  it("conserves every token exactly over random queues (swaps, joins, exits, refunds)", () => {
    const tokensOf = (pool: Pool): TokenId[] => [...pool.assets.map(tokenId), tokenId(pool.lp)];
    const seen = { filled: 0, refunded: 0, lpMinted: 0, lpBurned: 0 };
    for (const pool of [pool5, pool8020]) {
      const all = tokensOf(pool);
      const outputsArb = fc
        .uniqueArray(fc.integer({ min: 0, max: all.length - 1 }), { minLength: 1, maxLength: all.length })
        .chain((picks) =>
          fc.tuple(
            fc.constant(picks),
            fc.array(fc.integer({ min: 1, max: 10_000 }), {
              minLength: picks.length,
              maxLength: picks.length,
            }),
            fc.boolean(),
          ),
        )
        .map(([picks, raw, exact]) => {
          // mostly valid proportions (scaled to sum 10000), sometimes left raw (usually invalid)
          const total = raw.reduce((s, x) => s + x, 0);
          const scaled = raw.map((x) => Math.floor((x * 10_000) / total));
          scaled[scaled.length - 1] = 10_000 - scaled.slice(0, -1).reduce((s, x) => s + x, 0);
          const proportions = exact ? scaled : raw;
          return picks.map((i, k) => ({
            token: all[i] ?? all[0] ?? token("?"),
            proportion: proportions[k] ?? 0,
          }));
        });
      const orderArb = fc.record({
        input: fc.integer({ min: 0, max: all.length - 1 }),
        amount: fc.oneof(
          fc.bigInt({ min: -2n, max: 100n }),
          fc.bigInt({ min: 1n, max: 10n ** 10n }),
          fc.bigInt({ min: 1n, max: 10n ** 16n }),
        ),
        outputs: outputsArb,
      });
      fc.assert(
        fc.property(fc.array(orderArb, { maxLength: 12 }), (raw) => {
          const orders = raw.map((o, i) =>
            order(`${i}`, { token: all[o.input] ?? token("?"), amount: o.amount }, o.outputs, pool.id),
          );
          const settlement = settleOrders(pool, orders);
          expect(settlement.reports).toHaveLength(orders.length);
          expectConservation(pool, orders, settlement);
          for (const a of settlement.pool.assets) expect(a.balance).toBeGreaterThan(0n);
          for (const [i, r] of settlement.reports.entries()) {
            seen[r.status]++;
            if (r.status !== "filled") continue;
            if (
              r.outputs.some(
                (o) =>
                  tokenKey(o.token) === tokenKey(pool.lp) && orders[i]?.input.token.symbol !== pool.lp.symbol,
              )
            )
              seen.lpMinted++;
            if (orders[i]?.input.token.symbol === pool.lp.symbol) seen.lpBurned++;
          }
        }),
        { numRuns: 40 },
      );
    }
    // the random queues really mix fills (including LP mints and burns) with refunds
    expect(seen.filled).toBeGreaterThan(50);
    expect(seen.refunded).toBeGreaterThan(50);
    expect(seen.lpMinted).toBeGreaterThan(5);
    expect(seen.lpBurned).toBeGreaterThan(5);
  });
});
