import { describe, expect, it } from "vitest";
import { placeorderDataSchema, ufxhopDataSchema } from "../../../src/amm/contract/actions";
import {
  orderRowFromPlaceorder,
  orderRowFromUfxhop,
  placeorderData,
  queuedOrderFromRow,
} from "../../../src/amm/contract/orderConversion";
import { orderRowSchema } from "../../../src/amm/contract/rows";
import { ORDER_ROW } from "./samples";

describe("orders row <-> core QueuedOrder", () => {
  const row = orderRowSchema.parse(ORDER_ROW);

  it("reads a queued order with its input in units and its outputs by proportion", () => {
    expect(queuedOrderFromRow(row)).toEqual({
      order: {
        id: "4294967296",
        owner: "alice",
        pool_id: 3,
        input: { token: { contract: "ibc.wt.eos", symbol: "EOS" }, amount: 50_000n },
        outputs: [
          { token: { contract: "eosio.token", symbol: "UTX" }, proportion: 6000 },
          { token: { contract: "tethertether", symbol: "USDT" }, proportion: 4000 },
        ],
      },
      hopTo: null,
      hopMinimum: null,
      trxId: "ab".repeat(32),
      placedAt: 1_767_323_045,
    });
  });

  it("queues a placeorder as the row the keeper reads back", () => {
    const data = placeorderDataSchema.parse({
      contract: "ibc.wt.eos",
      outputs: ORDER_ROW.outputs,
      owner: "alice",
      pool_id: "3",
      quantity: "5.0000 EOS",
    });
    const queued = orderRowFromPlaceorder(data, {
      id: "4294967296",
      trx_id: "ab".repeat(32),
      placed_at: "2026-01-02T03:04:05",
    });
    // Without minimums the row leaves the extension out (as nodeos prints it); read back it is null.
    expect(queued).not.toHaveProperty("min_outputs");
    expect(orderRowSchema.parse(queued)).toEqual(row);
    expect(row.min_outputs).toBeNull();
  });

  it("queues a ufxhop in the first UFX pool with UFX as the only output and the final token in hop_to", () => {
    const data = ufxhopDataSchema.parse({
      contract: "ibc.wt.eos",
      quantity: "5.0000 EOS",
      output: { sym: "8,WAX", contract: "ibc.wt.wax" },
      owner: "bob",
    });
    const queued = orderRowFromUfxhop(
      data,
      7,
      { contract: "eosio.token", symbol: "UFX", decimals: 4 },
      {
        id: "9",
        trx_id: "cd".repeat(32),
        placed_at: "2026-01-02T03:04:05",
      },
    );
    expect(orderRowSchema.parse(queued)).toEqual({ ...queued, min_outputs: null });
    const entry = queuedOrderFromRow(queued);
    expect(entry.order.pool_id).toBe(7);
    expect(entry.order.outputs).toEqual([
      { token: { contract: "eosio.token", symbol: "UFX" }, proportion: 10_000 },
    ]);
    expect(entry.hopTo).toEqual({ contract: "ibc.wt.wax", symbol: "WAX" });
    expect(entry.hopMinimum).toBeNull();
  });

  it("builds placeorder data from units (add liquidity: 10000 to the LP token)", () => {
    const data = placeorderData({
      owner: "carol",
      pool_id: 3,
      input: { contract: "tethertether", symbol: "USDT", decimals: 6 },
      amount: 1_234_567n,
      outputs: [{ token: { contract: "lptoken.ux", symbol: "LPA", decimals: 4 }, proportion: 10_000 }],
    });
    expect(data).toEqual({
      contract: "tethertether",
      outputs: [{ ext_symbol: { sym: "4,LPA", contract: "lptoken.ux" }, proportion: 10_000 }],
      owner: "carol",
      pool_id: 3,
      quantity: "1.234567 USDT",
    });
    // No minimums: the extension is left out, so the bytes are the spec's placeorder; it reads as null.
    expect(data).not.toHaveProperty("min_outputs");
    expect(placeorderDataSchema.parse(data)).toEqual({ ...data, min_outputs: null });
  });

  it("refuses malformed orders at the schema", () => {
    expect(orderRowSchema.safeParse({ ...ORDER_ROW, trx_id: "xyz" }).success).toBe(false);
    expect(orderRowSchema.safeParse({ ...ORDER_ROW, placed_at: "yesterday" }).success).toBe(false);
    expect(orderRowSchema.safeParse({ ...ORDER_ROW, outputs: [{ proportion: 10000 }] }).success).toBe(false);
    expect(
      placeorderDataSchema.safeParse({
        contract: "x",
        outputs: [],
        owner: "Alice",
        pool_id: 1,
        quantity: "1 X",
      }).success,
    ).toBe(false);
    expect(
      placeorderDataSchema.safeParse({ contract: "x", outputs: [], owner: "alice", pool_id: 1, quantity: 1 })
        .success,
    ).toBe(false);
  });
});
