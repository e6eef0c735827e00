import { belowMinimumDetail, minimumReceived, placeOrder, settleOrders, ufxHop } from "@ux/core/amm";
import { AMM_ABI, assetTextOf, placeorderData, queuedOrderFromRow } from "@ux/core/amm/contract";
import { ABI, Serializer } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import type { JsonAction } from "../../../src/engine/chainEngine";
import { AMM_TOKENS } from "../../../src/genesis/amm/ammTokens";
import { chainErrorOf } from "../../engine/support/testChain";
import {
  AMM,
  AmmChain,
  ammActions,
  ammReport,
  asserted,
  reportsOf,
  stateOf,
  transfersTo,
} from "./support/ammChain";

/*
 * Protected trades on chain (#17): placeorder's min_outputs and ufxhop's min_output. Settlement pays what
 * core's math gives when every minimum is met, and otherwise refunds the whole input to the owner's AMM
 * balance (reason 'below_minimum'), pools untouched, with a report naming both amounts.
 */

const { EOS, UFX, UTX, WAX } = AMM_TOKENS;
const UTX_EOS = 3;
const UFX_EOS = 8;
const UFX_WAX = 10;
const IN = 25_0000n;

/** alice's EOS -> UTX swap in utx-eos, the estimate the app makes first, and her balances before. */
function protectedSwap(minimum: (estimate: bigint) => bigint | undefined) {
  const chain = new AmmChain();
  const pool = chain.pool(UTX_EOS);
  const fill = placeOrder(pool, { token: EOS, amount: IN }, [{ token: UTX, proportion: 10_000 }]);
  if (!fill.ok) throw new Error(fill.detail);
  const estimate = fill.outputs[0]?.amount ?? 0n;
  const min = minimum(estimate);
  const walletUtx = chain.wallet("alice", UTX);
  const ammEos = chain.wallet(AMM, EOS);
  const placed = chain.push([
    ammActions.deposit("alice", EOS, IN),
    ammActions.placeorder(
      "alice",
      UTX_EOS,
      EOS,
      IN,
      [[UTX, 10_000]],
      min === undefined ? undefined : [assetTextOf(min, UTX)],
    ),
  ]);
  return { chain, pool, fill, estimate, min, walletUtx, ammEos, placed };
}

describe("placeorder with min_outputs", () => {
  it("keeps the minimums in the order row and pays the estimate when tolerance 0 is met exactly", () => {
    const { chain, fill, estimate, walletUtx } = protectedSwap((estimate) => minimumReceived(estimate, 0n));
    expect(chain.orders()[0]?.min_outputs).toEqual({ quantities: [assetTextOf(estimate, UTX)] });
    const settled = chain.settle(UTX_EOS);
    expect(chain.wallet("alice", UTX) - walletUtx).toBe(estimate);
    expect(transfersTo(settled, "alice")).toEqual([`${assetTextOf(estimate, UTX)}@eosio.token`]);
    expect(chain.pool(UTX_EOS)).toEqual(fill.pool);
    expect(reportsOf(settled)[0]).toMatchObject({ status: "filled", reason: "", detail: "", refund: null });
  });

  it("pays what the math says, not the minimum, when the minimum is below it", () => {
    const { chain, estimate, min, walletUtx } = protectedSwap((estimate) => minimumReceived(estimate, 50n));
    expect(min).toBeLessThan(estimate);
    chain.settle(UTX_EOS);
    expect(chain.wallet("alice", UTX) - walletUtx).toBe(estimate);
  });

  it("refunds the whole input to the AMM balance, to the unit, when it would pay one unit less", () => {
    const { chain, pool, estimate, walletUtx, ammEos, placed } = protectedSwap((estimate) => estimate + 1n);
    expect(chain.ammBalance("alice", EOS)).toBe(0n);
    const settled = chain.settle(UTX_EOS);
    expect(reportsOf(settled)).toEqual([
      ammReport({
        order_id: "1",
        pool_id: UTX_EOS,
        order_trx_id: placed.id,
        status: "refunded",
        input: { quantity: "25.0000 EOS", contract: "ibc.wt.eos" },
        refund: { quantity: "25.0000 EOS", contract: "ibc.wt.eos" },
        reason: "below_minimum",
        detail: "would pay 199.5203 UTX, below the minimum received 199.5204 UTX",
      }),
    ]);
    expect(estimate).toBe(199_5203n);
    expect(chain.ammBalance("alice", EOS)).toBe(IN);
    expect(chain.wallet("alice", UTX)).toBe(walletUtx);
    expect(chain.wallet(AMM, EOS)).toBe(ammEos + IN);
    expect(transfersTo(settled, "alice")).toEqual([]);
    expect(chain.pool(UTX_EOS)).toEqual(pool);
    expect(chain.orders()).toEqual([]);
  });

  it("refunds a protected order another order front-ran, as if it never came, and fills the rest", () => {
    const chain = new AmmChain();
    const pool = chain.pool(UTX_EOS);
    const fill = placeOrder(pool, { token: EOS, amount: IN }, [{ token: UTX, proportion: 10_000 }]);
    if (!fill.ok) throw new Error(fill.detail);
    const minimum = minimumReceived(fill.outputs[0]?.amount ?? 0n, 50n);
    chain.push([
      ammActions.deposit("bob", EOS, 1_000_0000n),
      ammActions.placeorder("bob", UTX_EOS, EOS, 1_000_0000n, [[UTX, 10_000]]),
    ]);
    chain.push([
      ammActions.deposit("alice", EOS, IN),
      ammActions.placeorder("alice", UTX_EOS, EOS, IN, [[UTX, 10_000]], [assetTextOf(minimum, UTX)]),
    ]);
    chain.push([
      ammActions.deposit("carol", EOS, IN),
      ammActions.placeorder("carol", UTX_EOS, EOS, IN, [[UTX, 10_000]]),
    ]);
    const orders = chain.orders().map((row) => queuedOrderFromRow(row).order);
    const reports = reportsOf(chain.settle(UTX_EOS));
    expect(reports.map((r) => [r.owner, r.status, r.reason])).toEqual([
      ["bob", "filled", ""],
      ["alice", "refunded", "below_minimum"],
      ["carol", "filled", ""],
    ]);
    expect(reports[1]?.detail).toMatch(
      /^would pay \d+\.\d{4} UTX, below the minimum received \d+\.\d{4} UTX$/,
    );
    // Exactly core's batch, and the pool as if alice's order had never been queued.
    const core = settleOrders(pool, orders);
    expect(chain.pool(UTX_EOS)).toEqual(core.pool);
    expect(
      settleOrders(
        pool,
        [orders[0], orders[2]].filter((o) => o !== undefined),
      ).pool,
    ).toEqual(core.pool);
    expect(chain.ammBalance("alice", EOS)).toBe(IN);
  });

  it("takes an old client's placeorder (the spec's bytes, no extension) exactly as before", () => {
    const chain = new AmmChain();
    const data = placeorderData({
      owner: "alice",
      pool_id: UTX_EOS,
      input: EOS,
      amount: IN,
      outputs: [{ token: UTX, proportion: 10_000 }],
    });
    const oldAbi = ABI.from({
      ...AMM_ABI,
      structs: AMM_ABI.structs.map((s) =>
        s.name === "placeorder" ? { ...s, fields: s.fields.filter((f) => f.name !== "min_outputs") } : s,
      ),
    });
    const bytes = Serializer.encode({ object: data, abi: oldAbi, type: "placeorder" }).array;
    const old: JsonAction = {
      ...ammActions.placeorder("alice", UTX_EOS, EOS, IN, [[UTX, 10_000]]),
      data: bytes,
    };
    chain.push([ammActions.deposit("alice", EOS, IN), old]);
    // The row leaves the extension out, as nodeos prints a missing one.
    const [raw] = chain.engine.getTableRows({ code: AMM, scope: AMM, table: "orders", json: true }).rows;
    expect(raw).not.toHaveProperty("min_outputs");
    expect(chain.orders()[0]?.min_outputs).toBeNull();
    expect(reportsOf(chain.settle(UTX_EOS))[0]).toMatchObject({
      status: "filled",
      outputs: [{ quantity: "199.5203 UTX", contract: "eosio.token" }],
    });
  });

  it.each([
    [
      "one minimum too many",
      ["1.0000 UTX", "1.0000 UTX"],
      "min_outputs lists 2 minimum(s) for 1 output(s): one per output, in output order",
    ],
    [
      "none for its one output",
      [],
      "min_outputs lists 0 minimum(s) for 1 output(s): one per output, in output order",
    ],
    [
      "another symbol",
      ["1.0000 EOS"],
      "min_outputs.quantities[0] is 1.0000 EOS: a minimum must be in the output's symbol and precision, 4,UTX",
    ],
    [
      "another precision",
      ["1.000 UTX"],
      "min_outputs.quantities[0] is 1.000 UTX: a minimum must be in the output's symbol and precision, 4,UTX",
    ],
    [
      "a negative amount",
      ["-1.0000 UTX"],
      "min_outputs.quantities[0] is -1.0000 UTX: a minimum cannot be negative",
    ],
  ])("refuses minimums with %s, changing nothing", (_label, minimums, message) => {
    const chain = new AmmChain();
    const before = stateOf(chain);
    const refused = chainErrorOf(() =>
      chain.push([
        ammActions.deposit("alice", EOS, IN),
        ammActions.placeorder("alice", UTX_EOS, EOS, IN, [[UTX, 10_000]], minimums),
      ]),
    );
    expect(refused.message).toBe(asserted(`invalid min_outputs: ${message}`));
    expect(stateOf(chain)).toEqual(before);
  });
});

describe("ufxhop with min_output: the minimum of the final token", () => {
  function protectedHop(minimum: (amountOut: bigint) => bigint) {
    const chain = new AmmChain();
    const pools = [chain.pool(UFX_EOS), chain.pool(UFX_WAX)] as const;
    const estimate = ufxHop(pools[0], pools[1], { token: EOS, amount: 30_0000n }, UFX, WAX);
    if (!estimate.ok) throw new Error(estimate.detail);
    const wax = chain.wallet("bob", WAX);
    const min = minimum(estimate.amountOut);
    chain.push([
      ammActions.deposit("bob", EOS, 30_0000n),
      ammActions.ufxhop("bob", EOS, 30_0000n, WAX, assetTextOf(min, WAX)),
    ]);
    return { chain, pools, estimate, wax, min };
  }

  it("pays the hop's output when it reaches the minimum, both legs done", () => {
    const { chain, estimate, wax, min } = protectedHop((out) => out);
    expect(chain.orders()[0]?.min_outputs).toEqual({ quantities: [assetTextOf(min, WAX)] });
    const [report] = reportsOf(chain.settle(UFX_EOS));
    expect(report).toMatchObject({ status: "filled", hop_pool_id: UFX_WAX, reason: "" });
    expect(chain.wallet("bob", WAX) - wax).toBe(estimate.amountOut);
    expect([chain.pool(UFX_EOS), chain.pool(UFX_WAX)]).toEqual([estimate.first, estimate.second]);
  });

  it("refunds the original input in full, neither leg done, when the final token falls short", () => {
    const { chain, pools, estimate, wax } = protectedHop((out) => out + 1n);
    const settled = chain.settle(UFX_EOS);
    const [report] = reportsOf(settled);
    expect(report).toMatchObject({
      status: "refunded",
      pool_id: UFX_EOS,
      hop_pool_id: UFX_WAX,
      input: { quantity: "30.0000 EOS", contract: "ibc.wt.eos" },
      outputs: [],
      refund: { quantity: "30.0000 EOS", contract: "ibc.wt.eos" },
      reason: "below_minimum",
      detail: belowMinimumDetail(estimate.amountOut, estimate.amountOut + 1n, "WAX", 8),
      fees: [],
    });
    expect(report?.detail).toMatch(/^would pay \d+\.\d{8} WAX, below the minimum received \d+\.\d{8} WAX$/);
    expect(chain.ammBalance("bob", EOS)).toBe(30_0000n);
    expect(chain.ammBalance("bob", UFX)).toBe(0n);
    expect(chain.wallet("bob", WAX)).toBe(wax);
    expect(transfersTo(settled, "bob")).toEqual([]);
    expect([chain.pool(UFX_EOS), chain.pool(UFX_WAX)]).toEqual(pools);
  });

  it("refuses a min_output not in the final token's symbol and precision, or negative", () => {
    const chain = new AmmChain();
    const hop = (min: string) => [
      ammActions.deposit("bob", EOS, 30_0000n),
      ammActions.ufxhop("bob", EOS, 30_0000n, WAX, min),
    ];
    const refusal = (min: string) => {
      const before = stateOf(chain);
      const message = chainErrorOf(() => chain.push(hop(min))).message;
      expect(stateOf(chain)).toEqual(before);
      return message;
    };
    const wrong = (min: string) =>
      asserted(
        `invalid min_output: min_output is ${min}: a minimum must be in the output's symbol and precision, 8,WAX`,
      );
    expect(refusal("1.0000 WAX")).toBe(wrong("1.0000 WAX"));
    expect(refusal("1.0000 UFX")).toBe(wrong("1.0000 UFX"));
    expect(refusal("-1.00000000 WAX")).toBe(
      asserted("invalid min_output: min_output is -1.00000000 WAX: a minimum cannot be negative"),
    );
  });
});
