import { placeOrder, ufxHop } from "@ux/core/amm";
import { assetTextOf } from "@ux/core/amm/contract";
import { describe, expect, it } from "vitest";
import { AMM_TOKENS } from "../../../src/genesis/amm/ammTokens";
import { AmmChain, ammActions, orderIdsOf, reportsOf, transfersTo } from "./support/ammChain";

const { EOS, UFX, WAX } = AMM_TOKENS;
const UFX_EOS = 8;
const UFX_WAX = 10;

describe("ufxhop: X -> UFX -> Y through two UFX pools", () => {
  it("queues in X's UFX pool and settles both legs to exactly core's ufxHop", () => {
    const chain = new AmmChain();
    const estimate = ufxHop(
      chain.pool(UFX_EOS),
      chain.pool(UFX_WAX),
      { token: EOS, amount: 30_0000n },
      UFX,
      WAX,
    );
    if (!estimate.ok) throw new Error(estimate.detail);
    const placed = chain.push([
      ammActions.deposit("bob", EOS, 30_0000n),
      ammActions.ufxhop("bob", EOS, 30_0000n, WAX),
    ]);
    expect(orderIdsOf(placed)).toEqual(["1"]);
    expect(chain.orders()[0]).toMatchObject({
      pool_id: UFX_EOS,
      contract: "ibc.wt.eos",
      quantity: "30.0000 EOS",
      outputs: [{ ext_symbol: { sym: "4,UFX", contract: "eosio.token" }, proportion: 10_000 }],
      hop_to: { sym: "8,WAX", contract: "ibc.wt.wax" },
    });
    const wax = chain.wallet("bob", WAX);
    const trxId = chain.orders()[0]?.trx_id;
    const settled = chain.settle(UFX_EOS);
    const out = assetTextOf(estimate.amountOut, WAX);
    expect(chain.wallet("bob", WAX) - wax).toBe(estimate.amountOut);
    expect(transfersTo(settled, "bob")).toEqual([`${out}@ibc.wt.wax`]);
    expect(chain.pool(UFX_EOS)).toEqual(estimate.first);
    expect(chain.pool(UFX_WAX)).toEqual(estimate.second);
    expect(reportsOf(settled)).toEqual([
      {
        order_id: "1",
        pool_id: UFX_EOS,
        hop_pool_id: UFX_WAX,
        owner: "bob",
        order_trx_id: trxId,
        status: "filled",
        input: { quantity: "30.0000 EOS", contract: "ibc.wt.eos" },
        outputs: [{ quantity: out, contract: "ibc.wt.wax" }],
        refund: null,
        reason: "",
        detail: "",
        fees: [
          { pool_id: UFX_EOS, kind: "swap", fee: { quantity: "0.0600 EOS", contract: "ibc.wt.eos" } },
          {
            pool_id: UFX_WAX,
            kind: "swap",
            fee: {
              quantity: assetTextOf((estimate.ufxAmount * 20n) / 10_000n, UFX),
              contract: "eosio.token",
            },
          },
        ],
      },
    ]);
  });

  it("runs a hop between placeorders of the same queue in queue order", () => {
    const chain = new AmmChain();
    chain.push([
      ammActions.deposit("alice", EOS, 10_0000n),
      ammActions.placeorder("alice", UFX_EOS, EOS, 5_0000n, [[UFX, 10_000]]),
      ammActions.ufxhop("alice", EOS, 5_0000n, WAX),
    ]);
    chain.push([
      ammActions.deposit("bob", UFX, 10_0000n),
      ammActions.placeorder("bob", UFX_EOS, UFX, 10_0000n, [[EOS, 10_000]]),
    ]);
    // Core, order by order: swap, hop (against the pool the swap left), swap back.
    const one = placeOrder(chain.pool(UFX_EOS), { token: EOS, amount: 5_0000n }, [
      { token: UFX, proportion: 10_000 },
    ]);
    if (!one.ok) throw new Error(one.detail);
    const two = ufxHop(one.pool, chain.pool(UFX_WAX), { token: EOS, amount: 5_0000n }, UFX, WAX);
    if (!two.ok) throw new Error(two.detail);
    const three = placeOrder(two.first, { token: UFX, amount: 10_0000n }, [
      { token: EOS, proportion: 10_000 },
    ]);
    if (!three.ok) throw new Error(three.detail);
    const reports = reportsOf(chain.settle(UFX_EOS));
    expect(reports.map((r) => [r.order_id, r.hop_pool_id, r.outputs[0]?.quantity])).toEqual([
      ["1", null, assetTextOf(one.outputs[0]?.amount ?? 0n, UFX)],
      ["2", UFX_WAX, assetTextOf(two.amountOut, WAX)],
      ["3", null, assetTextOf(three.outputs[0]?.amount ?? 0n, EOS)],
    ]);
    expect(chain.pool(UFX_EOS)).toEqual(three.pool);
    expect(chain.pool(UFX_WAX)).toEqual(two.second);
  });

  it("refunds the whole input when a leg cannot pay, leaving both pools as they were", () => {
    const chain = new AmmChain();
    const pools = [chain.pool(UFX_EOS), chain.pool(UFX_WAX)];
    // The minimum EOS buys UFX, whose value in WAX is below WAX's minimum trade (0.2 WAX).
    chain.push([ammActions.deposit("bob", EOS, 100n), ammActions.ufxhop("bob", EOS, 100n, WAX)]);
    const [report] = reportsOf(chain.settle(UFX_EOS));
    expect(report).toMatchObject({
      status: "refunded",
      hop_pool_id: UFX_WAX,
      outputs: [],
      refund: { quantity: "0.0100 EOS", contract: "ibc.wt.eos" },
      reason: "below_min_trade",
    });
    expect(chain.ammBalance("bob", EOS)).toBe(100n);
    expect([chain.pool(UFX_EOS), chain.pool(UFX_WAX)]).toEqual(pools);
  });
});
