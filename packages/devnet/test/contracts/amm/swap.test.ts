import { placeOrder } from "@ux/core/amm";
import { assetTextOf } from "@ux/core/amm/contract";
import { describe, expect, it } from "vitest";
import { AMM_TOKENS } from "../../../src/genesis/amm/ammTokens";
import { AMM, AmmChain, ammActions, ammReport, orderIdsOf, reportsOf, transfersTo } from "./support/ammChain";

const { EOS, UTX, TLOS, UTXRAM, WAX } = AMM_TOKENS;
const UTX_EOS = 3;
/** Whether the engine tells contracts their transaction id (ActionContext.transactionId). */

/** alice deposits `units` of EOS and places them for UTX in pool `poolId`, in one transaction. */
function aliceSwapsEos(chain: AmmChain, poolId: number, units: bigint) {
  return chain.push([
    ammActions.deposit("alice", EOS, units),
    ammActions.placeorder("alice", poolId, EOS, units, [[UTX, 10_000]]),
  ]);
}

function filledSwap() {
  const chain = new AmmChain();
  const before = chain.pool(UTX_EOS);
  const estimate = placeOrder(before, { token: EOS, amount: 25_0000n }, [{ token: UTX, proportion: 10_000 }]);
  if (!estimate.ok) throw new Error(estimate.detail);
  const walletUtx = chain.wallet("alice", UTX);
  const placed = aliceSwapsEos(chain, UTX_EOS, 25_0000n);
  return { chain, estimate, walletUtx, placed };
}

describe("AMM swap: deposit + placeorder in one transaction, settled by the keeper", () => {
  it("queues the order with its id as return value and takes the input from the AMM balance", () => {
    const { chain, placed } = filledSwap();
    const [id] = orderIdsOf(placed);
    expect(id).toBe("1");
    const [order] = chain.orders();
    expect(order).toEqual({
      id: "1",
      pool_id: UTX_EOS,
      owner: "alice",
      contract: "ibc.wt.eos",
      quantity: "25.0000 EOS",
      outputs: [{ ext_symbol: { sym: "4,UTX", contract: "eosio.token" }, proportion: 10_000 }],
      hop_to: null,
      trx_id: order?.trx_id,
      placed_at: placed.trace.block_time.slice(0, 19),
      // No min_outputs extension: nodeos leaves it out of the row, the schema reads it as null.
      min_outputs: null,
    });
    expect(chain.ammBalances("alice")).toEqual([{ id: "0", balance: "0.0000 EOS", contract: "ibc.wt.eos" }]);
    expect(chain.wallet(AMM, EOS)).toBe(537_500_0000n + 25_0000n);
  });

  it("records the placing transaction's id in the order and its report", () => {
    const { chain, placed } = filledSwap();
    expect(chain.orders()[0]?.trx_id).toBe(placed.id);
    expect(reportsOf(chain.settle(UTX_EOS))[0]?.order_trx_id).toBe(placed.id);
  });

  it("settles to exactly the core estimate made before the order, forwarded to the owner's wallet", () => {
    const { chain, estimate, walletUtx } = filledSwap();
    const settled = chain.settle(UTX_EOS);
    const out = estimate.outputs[0]?.amount ?? 0n;
    // Equal weights: out = Bo*in'/(Bi+in') exactly, in' = in*(1-0.2%), rounded down.
    expect(out).toBe((500_000_0000n * 25_0000n * 9980n) / (62_500_0000n * 10_000n + 25_0000n * 9980n));
    expect(assetTextOf(out, UTX)).toBe("199.5203 UTX");
    expect(chain.wallet("alice", UTX) - walletUtx).toBe(out);
    expect(transfersTo(settled, "alice")).toEqual(["199.5203 UTX@eosio.token"]);
    expect(chain.pool(UTX_EOS)).toEqual(estimate.pool);
    expect(chain.orders()).toEqual([]);
    const [report, ...others] = reportsOf(settled);
    expect(others).toEqual([]);
    expect(report).toEqual(
      ammReport({
        order_id: "1",
        pool_id: UTX_EOS,
        order_trx_id: report?.order_trx_id ?? "",
        status: "filled",
        input: { quantity: "25.0000 EOS", contract: "ibc.wt.eos" },
        outputs: [{ quantity: "199.5203 UTX", contract: "eosio.token" }],
        fees: [{ pool_id: UTX_EOS, kind: "swap", fee: { quantity: "0.0500 EOS", contract: "ibc.wt.eos" } }],
      }),
    );
    // The forward transfer carries the order id; the report goes to the AMM itself.
    const forward = settled.trace.action_traces.find(
      (t) => t.act.name === "transfer" && t.receiver === "eosio.token",
    );
    expect(forward?.act.data).toEqual({
      from: AMM,
      to: "alice",
      quantity: "199.5203 UTX",
      memo: "AMM order 1",
    });
    expect(settled.trace.action_traces.find((t) => t.act.name === "report")?.act.authorization).toEqual([
      { actor: AMM, permission: "active" },
    ]);
  });

  it("keeps its queue and settles the same after the state is saved and restored (node restart)", () => {
    const { chain, estimate } = filledSwap();
    chain.engine.restore(JSON.parse(JSON.stringify(chain.engine.snapshot())));
    expect(chain.orders().map((order) => order.id)).toEqual(["1"]);
    const [report] = reportsOf(chain.settle(UTX_EOS));
    expect(report?.outputs).toEqual([{ quantity: "199.5203 UTX", contract: "eosio.token" }]);
    expect(chain.pool(UTX_EOS)).toEqual(estimate.pool);
    const next = aliceSwapsEos(chain, UTX_EOS, 1_0000n);
    expect(orderIdsOf(next)).toEqual(["2"]);
  });

  it("runs queued orders in queue order, each against the pool the previous one left, up to max_orders", () => {
    const chain = new AmmChain();
    const antelope = 0;
    let pool = chain.pool(antelope);
    const orders = [
      ["alice", EOS, 10_0000n, [[UTX, 10_000]]],
      [
        "bob",
        TLOS,
        500_0000n,
        [
          [WAX, 4000],
          [EOS, 6000],
        ],
      ],
      ["carol", UTXRAM, 80_0000n, [[EOS, 10_000]]],
    ] as const;
    const expected = orders.map(([, token, amount, outputs]) => {
      const result = placeOrder(
        pool,
        { token, amount },
        outputs.map(([output, proportion]) => ({ token: output, proportion })),
      );
      if (!result.ok) throw new Error(result.detail);
      pool = result.pool;
      return result.outputs.map((o) => o.amount);
    });
    for (const [owner, token, amount, outputs] of orders) {
      chain.push([
        ammActions.deposit(owner, token, amount),
        ammActions.placeorder(owner, antelope, token, amount, outputs),
      ]);
    }
    const first = reportsOf(chain.settle(antelope, 2));
    expect(first.map((r) => r.order_id)).toEqual(["1", "2"]);
    expect(chain.orders().map((o) => o.id)).toEqual(["3"]);
    const second = reportsOf(chain.settle(antelope, 2));
    expect(second.map((r) => r.order_id)).toEqual(["3"]);
    const paid = [...first, ...second].map((r) => r.outputs.map((o) => o.quantity));
    expect(paid).toEqual([
      [assetTextOf(expected[0]?.[0] ?? 0n, UTX)],
      [assetTextOf(expected[1]?.[0] ?? 0n, WAX), assetTextOf(expected[1]?.[1] ?? 0n, EOS)],
      [assetTextOf(expected[2]?.[0] ?? 0n, EOS)],
    ]);
    expect(chain.pool(antelope)).toEqual(pool);
    // Ids keep growing after the queue emptied.
    const next = aliceSwapsEos(chain, antelope, 1_0000n);
    expect(orderIdsOf(next)).toEqual(["4"]);
  });

  it("refunds at settlement an order the pool cannot fill, to the AMM balance, pool untouched", () => {
    const chain = new AmmChain();
    const before = chain.pool(0);
    // The minimum EOS split five ways gives legs whose outputs are below each token's minimum trade.
    chain.push([
      ammActions.deposit("alice", EOS, 100n),
      ammActions.placeorder("alice", 0, EOS, 100n, [
        [UTX, 2000],
        [UTXRAM, 2000],
        [TLOS, 2000],
        [WAX, 2000],
        [EOS, 2000],
      ]),
    ]);
    expect(chain.ammBalance("alice", EOS)).toBe(0n);
    const settled = chain.settle(0);
    const [report] = reportsOf(settled);
    expect(report).toEqual(
      ammReport({
        order_id: "1",
        pool_id: 0,
        order_trx_id: report?.order_trx_id ?? "",
        status: "refunded",
        input: { quantity: "0.0100 EOS", contract: "ibc.wt.eos" },
        refund: { quantity: "0.0100 EOS", contract: "ibc.wt.eos" },
        reason: "below_min_trade",
        detail: "UTX@eosio.token output is below its minimum",
      }),
    );
    expect(transfersTo(settled, "alice")).toEqual([]);
    expect(chain.ammBalance("alice", EOS)).toBe(100n);
    expect(chain.pool(0)).toEqual(before);
    expect(chain.orders()).toEqual([]);
  });
});
