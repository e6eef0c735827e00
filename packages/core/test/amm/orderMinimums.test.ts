import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { belowMinimum, belowMinimumDetail, parseBelowMinimumDetail } from "../../src/amm/orderMinimums";
import { placeOrder } from "../../src/amm/placeOrder";
import type { Pool, TokenAmount, TokenId } from "../../src/amm/pool";
import { type QueuedOrder, settleOrders } from "../../src/amm/settleOrders";
import { minimumReceived } from "../../src/amm/slippage";
import { ufxHop } from "../../src/amm/ufxHop";
import { asset, at, makePool, pool5, pool8020, token } from "./fixtures";

/*
 * Protected trades in core's settlement, the code the contract runs (settleOrders for placeorder, ufxHop for
 * ufxhop): an order whose output would be below its minimum is refunded whole and the pool is untouched; a
 * met minimum pays exactly what the math pays. The property: the app's minimum (minimumReceived of core's
 * estimate, what swapEstimate.ts shows) is accepted exactly when the settled output reaches it.
 */

const EOS = token("EOS");
const WAX = token("WAX");
const UFX = token("UFX", "ufx.ux");

const order = (input: TokenAmount, to: TokenId, minOutputs?: readonly bigint[], id = "1"): QueuedOrder => ({
  id,
  owner: "alice",
  pool_id: 2,
  input,
  outputs: [{ token: to, proportion: 10_000 }],
  ...(minOutputs === undefined ? {} : { minOutputs }),
});

function estimateOf(pool: Pool, input: TokenAmount, to: TokenId): bigint {
  const fill = placeOrder(pool, input, [{ token: to, proportion: 10_000 }]);
  if (!fill.ok) throw new Error(fill.detail);
  return at(fill.outputs, 0).amount;
}

describe("settleOrders with minimum outputs", () => {
  const input = { token: EOS, amount: 1_000_0000n };
  const estimate = estimateOf(pool8020, input, WAX);

  it("fills an order whose minimum is met, paying the estimate (not the minimum)", () => {
    const { reports, pool } = settleOrders(pool8020, [order(input, WAX, [estimate])]);
    expect(at(reports, 0)).toMatchObject({ status: "filled", outputs: [{ token: WAX, amount: estimate }] });
    expect(pool).toEqual(settleOrders(pool8020, [order(input, WAX)]).pool);
  });

  it("refunds in full, pool untouched, with both amounts named, when one unit short", () => {
    const { reports, pool } = settleOrders(pool8020, [order(input, WAX, [estimate + 1n])]);
    expect(pool).toEqual(pool8020);
    expect(at(reports, 0)).toEqual({
      id: "1",
      owner: "alice",
      status: "refunded",
      input,
      outputs: [],
      refund: input,
      reason: "below_minimum",
      detail: belowMinimumDetail(estimate, estimate + 1n, "WAX", 8),
      fees: [],
    });
    expect(belowMinimumDetail(9_9000n, 9_9500n, "UTX", 4)).toBe(
      "would pay 9.9000 UTX, below the minimum received 9.9500 UTX",
    );
    expect(parseBelowMinimumDetail(belowMinimumDetail(9_9000n, 9_9500n, "UTX", 4))).toEqual({
      paid: "9.9000 UTX",
      minimum: "9.9500 UTX",
    });
    expect(parseBelowMinimumDetail("pool is empty")).toBeNull();
  });

  it("checks every output of a multi-output order and names the first one short", () => {
    const A = token("A");
    const outputs = [
      { token: token("B"), proportion: 6_000 },
      { token: token("C"), proportion: 4_000 },
    ];
    const fill = placeOrder(pool5, { token: A, amount: 10_000_0000n }, outputs);
    if (!fill.ok) throw new Error(fill.detail);
    const [b, c] = fill.outputs.map((o) => o.amount) as [bigint, bigint];
    const queued = (minOutputs: bigint[]): QueuedOrder => ({
      ...order({ token: A, amount: 10_000_0000n }, A, minOutputs),
      pool_id: 3,
      outputs,
    });
    expect(at(settleOrders(pool5, [queued([b, c])]).reports, 0).status).toBe("filled");
    const short = at(settleOrders(pool5, [queued([b, c + 1n])]).reports, 0);
    expect([short.reason, short.detail]).toEqual(["below_minimum", belowMinimumDetail(c, c + 1n, "C", 4)]);
    // Minimums that do not match the outputs one for one never pass silently.
    expect(at(settleOrders(pool5, [queued([b])]).reports, 0).reason).toBe("below_minimum");
    expect(belowMinimum([{ token: A, amount: 1n }], [], () => 4)?.detail).toBe(
      "0 minimum(s) for 1 output(s)",
    );
  });

  it("lets the orders after a refunded one run against the pool as if it never came", () => {
    const second = { token: EOS, amount: 500_0000n };
    const { reports, pool } = settleOrders(pool8020, [
      order(input, WAX, [estimate + 1n], "1"),
      order(second, WAX, undefined, "2"),
    ]);
    expect(reports.map((r) => r.status)).toEqual(["refunded", "filled"]);
    expect(pool).toEqual(settleOrders(pool8020, [order(second, WAX, undefined, "2")]).pool);
  });
});

// Pools as the genesis and fixtures make them: 2 assets, any weights, 0-8 decimals, fees up to 1%.
const poolArb = fc
  .record({
    weight: fc.integer({ min: 1, max: 9_999 }),
    inDecimals: fc.integer({ min: 0, max: 8 }),
    outDecimals: fc.integer({ min: 0, max: 8 }),
    inBalance: fc.bigInt({ min: 10n ** 3n, max: 10n ** 16n }),
    outBalance: fc.bigInt({ min: 10n ** 3n, max: 10n ** 16n }),
    fee: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ weight, inDecimals, outDecimals, inBalance, outBalance, fee }) => ({
    ...makePool(
      2,
      [asset("EOS", inDecimals, inBalance, weight), asset("WAX", outDecimals, outBalance, 10_000 - weight)],
      10n ** 12n,
    ),
    fee_bps: fee,
  }));
const toleranceArb = fc.oneof(fc.constant(0n), fc.constant(50n), fc.bigInt({ min: 0n, max: 5_000n }));
const amountArb = (pool: Pool) =>
  fc.bigInt({ min: 1n, max: at(pool.assets, 0).balance * 2n }).map((amount) => ({ token: EOS, amount }));

/** The app shows (and the form sends) the estimate rounded down to 4 decimals: a lower minimum. */
const shown = (units: bigint, decimals: number) =>
  decimals <= 4 ? units : units - (units % 10n ** BigInt(decimals - 4));

describe("property: the app's minimum received is accepted exactly when the settlement reaches it", () => {
  it("placeorder: on the pool as estimated and after another order moved it", () => {
    const scenario = poolArb.chain((pool) =>
      fc.record({
        pool: fc.constant(pool),
        input: amountArb(pool),
        before: fc.option(amountArb(pool), { nil: undefined }),
        tolerance: toleranceArb,
      }),
    );
    fc.assert(
      fc.property(scenario, ({ pool, input, before, tolerance }) => {
        const fill = placeOrder(pool, input, [{ token: WAX, proportion: 10_000 }]);
        fc.pre(fill.ok);
        const estimate = at(fill.ok ? fill.outputs : [], 0).amount;
        const decimals = at(pool.assets, 1).decimals;
        for (const minimum of [
          minimumReceived(estimate, tolerance),
          minimumReceived(shown(estimate, decimals), tolerance),
        ]) {
          // Unchanged pool: it fills, paying exactly the estimate.
          const same = at(settleOrders(pool, [order(input, WAX, [minimum])]).reports, 0);
          expect(same.status).toBe("filled");
          expect(at(same.outputs, 0).amount).toBe(estimate);
          // Someone else's order settles first: filled exactly when what it pays reaches the minimum.
          if (before === undefined) continue;
          const first = order(before, WAX, undefined, "0");
          const moved = settleOrders(pool, [first]).pool;
          const wouldPay = placeOrder(moved, input, [{ token: WAX, proportion: 10_000 }]);
          const { reports, pool: after } = settleOrders(pool, [first, order(input, WAX, [minimum])]);
          const report = at(reports, 1);
          if (!wouldPay.ok) {
            expect(report.reason).toBe(wouldPay.reason);
            continue;
          }
          const paid = at(wouldPay.outputs, 0).amount;
          expect(report.status).toBe(paid >= minimum ? "filled" : "refunded");
          if (paid >= minimum) expect(at(report.outputs, 0).amount).toBe(paid);
          else {
            expect([report.reason, report.refund]).toEqual(["below_minimum", input]);
            expect(after).toEqual(moved);
          }
        }
        // Tolerance 0 on the unchanged pool fills; one unit more than the estimate refunds, pool unchanged.
        const exact = settleOrders(pool, [order(input, WAX, [minimumReceived(estimate, 0n)])]);
        expect(at(exact.reports, 0).status).toBe("filled");
        const over = settleOrders(pool, [order(input, WAX, [estimate + 1n])]);
        expect([at(over.reports, 0).reason, over.pool]).toEqual(["below_minimum", pool]);
      }),
      { numRuns: 200 },
    );
  });

  it("ufxhop: the minimum of the final token, refunding the whole hop below it", () => {
    const side = fc.record({
      ufx: fc.bigInt({ min: 10n ** 4n, max: 10n ** 16n }),
      other: fc.bigInt({ min: 10n ** 4n, max: 10n ** 16n }),
      ufxWeight: fc.integer({ min: 1, max: 9_999 }),
      decimals: fc.integer({ min: 0, max: 8 }),
    });
    type Side = typeof side extends fc.Arbitrary<infer T> ? T : never;
    const ufxPool = (id: number, symbol: string, s: Side, fee: number): Pool => ({
      ...makePool(
        id,
        [
          { ...asset("UFX", 4, s.ufx, s.ufxWeight), contract: "ufx.ux" },
          asset(symbol, s.decimals, s.other, 10_000 - s.ufxWeight),
        ],
        10n ** 12n,
        true,
      ),
      fee_bps: fee,
    });
    const scenario = fc
      .record({ one: side, two: side, fee: fc.integer({ min: 0, max: 100 }), tolerance: toleranceArb })
      .chain(({ one, two, fee, tolerance }) =>
        fc.record({
          first: fc.constant(ufxPool(10, "EOS", one, fee)),
          second: fc.constant(ufxPool(11, "WAX", two, fee)),
          tolerance: fc.constant(tolerance),
          input: fc.bigInt({ min: 1n, max: one.other * 2n }),
          before: fc.option(fc.bigInt({ min: 1n, max: one.other * 2n }), { nil: undefined }),
        }),
      );
    fc.assert(
      fc.property(scenario, ({ first, second, tolerance, input, before }) => {
        const amount = { token: EOS, amount: input };
        const estimate = ufxHop(first, second, amount, UFX, WAX);
        fc.pre(estimate.ok);
        const out = estimate.ok ? estimate.amountOut : 0n;
        const minimum = minimumReceived(out, tolerance);
        const met = ufxHop(first, second, amount, UFX, WAX, minimum);
        expect(met.ok ? met.amountOut : met.reason).toBe(out);
        const over = ufxHop(first, second, amount, UFX, WAX, out + 1n);
        expect(over.ok ? "filled" : over.reason).toBe("below_minimum");
        if (before === undefined) return;
        // Another hop moved both pools first: the protected hop fills exactly when it still pays enough.
        const other = ufxHop(first, second, { token: EOS, amount: before }, UFX, WAX);
        fc.pre(other.ok);
        if (!other.ok) return;
        const plain = ufxHop(other.first, other.second, amount, UFX, WAX);
        const guarded = ufxHop(other.first, other.second, amount, UFX, WAX, minimum);
        if (!plain.ok) expect(guarded.ok ? "filled" : guarded.reason).toBe(plain.reason);
        else if (plain.amountOut >= minimum) expect(guarded).toEqual(plain);
        else expect(guarded.ok ? "filled" : guarded.reason).toBe("below_minimum");
      }),
      { numRuns: 200 },
    );
  });
});
