import { describe, expect, it } from "vitest";
import { reportDataSchema } from "../../../src/amm/contract/actions";
import { queuedOrderFromRow } from "../../../src/amm/contract/orderConversion";
import { poolFromRow, tokenDecimalsOf } from "../../../src/amm/contract/poolConversion";
import {
  decimalsLookup,
  reportAmounts,
  reportDataFromCore,
} from "../../../src/amm/contract/reportConversion";
import { orderRowSchema, poolRowSchema } from "../../../src/amm/contract/rows";
import { placeOrder } from "../../../src/amm/placeOrder";
import { settleOrders } from "../../../src/amm/settleOrders";
import { ORDER_ROW, POOL_ROW } from "./samples";

describe("core settlement report -> report action data", () => {
  const pool = poolFromRow(poolRowSchema.parse(POOL_ROW));
  const decimals = decimalsLookup(tokenDecimalsOf([pool]));
  const entry = queuedOrderFromRow(orderRowSchema.parse(ORDER_ROW));

  it("writes a filled order's amounts as exact asset texts equal to the core estimate", () => {
    const estimate = placeOrder(pool, entry.order.input, entry.order.outputs);
    if (!estimate.ok) throw new Error(estimate.detail);
    const [report] = settleOrders(pool, [entry.order]).reports;
    if (!report) throw new Error("no report");
    const data = reportDataFromCore(report, { poolId: 3, orderTrxId: entry.trxId, decimals });
    expect(reportDataSchema.parse(data)).toEqual(data);
    expect(data.status).toBe("filled");
    expect(data.input).toEqual({ quantity: "5.0000 EOS", contract: "ibc.wt.eos" });
    const [utx, usdt] = estimate.outputs;
    expect(data.outputs).toEqual([
      {
        quantity: `${(utx?.amount ?? 0n) / 10_000n}.${String((utx?.amount ?? 0n) % 10_000n).padStart(4, "0")} UTX`,
        contract: "eosio.token",
      },
      {
        quantity: `${(usdt?.amount ?? 0n) / 1_000_000n}.${String((usdt?.amount ?? 0n) % 1_000_000n).padStart(6, "0")} USDT`,
        contract: "tethertether",
      },
    ]);
    expect(data.refund).toBeNull();
    expect(data.reason).toBe("");
    expect(data.fees.map((fee) => [fee.pool_id, fee.kind, fee.fee.quantity])).toEqual([
      [3, "swap", "0.0060 EOS"],
      [3, "swap", "0.0040 EOS"],
    ]);
    const amounts = reportAmounts(data);
    expect(amounts.input).toEqual(entry.order.input);
    expect(amounts.outputs).toEqual(estimate.outputs);
    expect(amounts.fees[0]).toEqual({
      token: { contract: "ibc.wt.eos", symbol: "EOS" },
      amount: 60n,
      pool_id: 3,
      kind: "swap",
    });
  });

  it("writes a refunded order with the whole input back and the reason", () => {
    const tooSmall = { ...entry.order, input: { ...entry.order.input, amount: 0n }, id: "5" };
    const wrongPool = { ...entry.order, pool_id: 4, id: "6" };
    const reports = settleOrders(pool, [tooSmall, wrongPool]).reports;
    const [first, second] = reports.map((report) =>
      reportDataFromCore(report, { poolId: 3, hopPoolId: 8, orderTrxId: entry.trxId, decimals }),
    );
    expect(first).toMatchObject({
      status: "refunded",
      refund: null,
      reason: "bad_amount",
      outputs: [],
      hop_pool_id: 8,
    });
    expect(second).toMatchObject({
      order_id: "6",
      status: "refunded",
      refund: { quantity: "5.0000 EOS", contract: "ibc.wt.eos" },
      reason: "wrong_pool",
      detail: "order is for pool 4, not 3",
    });
    expect(reportAmounts(second as never).refund).toEqual(entry.order.input);
  });

  it("refuses a token the pools do not know and a malformed report", () => {
    expect(() => decimals({ contract: "x", symbol: "Y" })).toThrow("unknown token Y@x");
    expect(reportDataSchema.safeParse({ order_id: 1 }).success).toBe(false);
  });

  it("puts each fee on the pool given for it (a hop spans two pools)", () => {
    const [report] = settleOrders(pool, [entry.order]).reports;
    if (!report) throw new Error("no report");
    const data = reportDataFromCore(report, {
      poolId: 3,
      orderTrxId: entry.trxId,
      decimals,
      feePoolIds: [3, 9],
    });
    expect(data.fees.map((fee) => fee.pool_id)).toEqual([3, 9]);
  });
});
