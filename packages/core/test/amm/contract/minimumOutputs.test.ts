import { describe, expect, it } from "vitest";
import { placeorderDataSchema, ufxhopDataSchema } from "../../../src/amm/contract/actions";
import {
  minimumUnits,
  placeorderMinimumsProblem,
  ufxhopMinimumProblem,
} from "../../../src/amm/contract/minimumOutputs";
import {
  orderRowFromPlaceorder,
  orderRowFromUfxhop,
  placeorderData,
  queuedOrderFromRow,
  ufxhopData,
} from "../../../src/amm/contract/orderConversion";
import { orderRowSchema } from "../../../src/amm/contract/rows";
import { ORDER_ROW, PLACEORDER_REQUEST, SAMPLE_TOKENS } from "./samples";

const { EOS, WAX, UFX } = SAMPLE_TOKENS;
const PLACEMENT = { id: "9", trx_id: "cd".repeat(32), placed_at: "2026-01-02T03:04:05" };

const withMinimums = (...quantities: string[]) => ({
  outputs: ORDER_ROW.outputs,
  min_outputs: { quantities },
});

describe("the minimum outputs rule (contract and AMM socket)", () => {
  it("accepts none, or one asset per output in output order with its symbol and precision, zero included", () => {
    expect(placeorderMinimumsProblem({ outputs: ORDER_ROW.outputs })).toBeNull();
    expect(placeorderMinimumsProblem({ outputs: ORDER_ROW.outputs, min_outputs: null })).toBeNull();
    expect(placeorderMinimumsProblem(withMinimums("199.5000 UTX", "0.000000 USDT"))).toBeNull();
  });

  it.each([
    [
      "too few",
      ["1.0000 UTX"],
      "min_outputs lists 1 minimum(s) for 2 output(s): one per output, in output order",
    ],
    [
      "too many",
      ["1.0000 UTX", "1.000000 USDT", "1.0000 UTX"],
      "min_outputs lists 3 minimum(s) for 2 output(s): one per output, in output order",
    ],
    [
      "out of order",
      ["1.000000 USDT", "1.0000 UTX"],
      "min_outputs.quantities[0] is 1.000000 USDT: a minimum must be in the output's symbol and precision, 4,UTX",
    ],
    [
      "another precision",
      ["1.0000 UTX", "1.0000 USDT"],
      "min_outputs.quantities[1] is 1.0000 USDT: a minimum must be in the output's symbol and precision, 6,USDT",
    ],
    [
      "negative",
      ["-0.0001 UTX", "1.000000 USDT"],
      "min_outputs.quantities[0] is -0.0001 UTX: a minimum cannot be negative",
    ],
  ])("refuses placeorder minimums %s", (_name, quantities, problem) => {
    expect(placeorderMinimumsProblem(withMinimums(...quantities))).toBe(problem);
  });

  it("checks ufxhop's min_output against the final token", () => {
    const output = { sym: "8,WAX", contract: "ibc.wt.wax" };
    expect(ufxhopMinimumProblem({ output })).toBeNull();
    expect(ufxhopMinimumProblem({ output, min_output: "0.50000000 WAX" })).toBeNull();
    expect(ufxhopMinimumProblem({ output, min_output: "0.5000 WAX" })).toBe(
      "min_output is 0.5000 WAX: a minimum must be in the output's symbol and precision, 8,WAX",
    );
    expect(ufxhopMinimumProblem({ output, min_output: "0.5000 UFX" })).toBe(
      "min_output is 0.5000 UFX: a minimum must be in the output's symbol and precision, 8,WAX",
    );
    expect(ufxhopMinimumProblem({ output, min_output: "-1.00000000 WAX" })).toBe(
      "min_output is -1.00000000 WAX: a minimum cannot be negative",
    );
  });
});

describe("minimums from the app's builders to the queue and the settlement", () => {
  it("builds placeorder minimums from units, one per output, and refuses a mismatch", () => {
    const request = PLACEORDER_REQUEST;
    expect(placeorderData({ ...request, minOutputs: [9_9500n, 0n] }).min_outputs).toEqual({
      quantities: ["9.9500 UTX", "0.000000 USDT"],
    });
    expect(placeorderData({ ...request, minOutputs: undefined })).not.toHaveProperty("min_outputs");
    expect(() => placeorderData({ ...request, minOutputs: [1n] })).toThrow("1 minimum(s) for 2 output(s)");
    expect(() => placeorderData({ ...request, minOutputs: [1n, -1n] })).toThrow("cannot be negative");
  });

  it("keeps placeorder minimums in the row and hands them to the core order", () => {
    const data = placeorderDataSchema.parse({
      ...withMinimums("3.0000 UTX", "1.500000 USDT"),
      contract: "ibc.wt.eos",
      owner: "alice",
      pool_id: 3,
      quantity: "5.0000 EOS",
    });
    const row = orderRowFromPlaceorder(data, PLACEMENT);
    expect(row.min_outputs).toEqual({ quantities: ["3.0000 UTX", "1.500000 USDT"] });
    expect(orderRowSchema.parse(row)).toEqual(row);
    const entry = queuedOrderFromRow(row);
    expect(entry.order.minOutputs).toEqual([3_0000n, 1_500_000n]);
    expect(entry.hopMinimum).toBeNull();
    // An order (or a row written before minimums existed) without them is unprotected.
    expect(queuedOrderFromRow(orderRowSchema.parse(ORDER_ROW)).order).not.toHaveProperty("minOutputs");
    expect(minimumUnits(undefined)).toBeNull();
  });

  it("keeps a ufxhop's minimum of the final token as the row's one minimum, for the hop only", () => {
    const data = ufxhopDataSchema.parse(
      ufxhopData({ owner: "bob", input: EOS, amount: 5_0000n, output: WAX, minOutput: 2_00000000n }),
    );
    expect(data.min_output).toBe("2.00000000 WAX");
    const row = orderRowFromUfxhop(data, 7, UFX, PLACEMENT);
    expect(row.min_outputs).toEqual({ quantities: ["2.00000000 WAX"] });
    const entry = queuedOrderFromRow(orderRowSchema.parse(row));
    expect(entry.hopMinimum).toBe(2_00000000n);
    // The first leg's UFX output is not what the owner receives: it carries no minimum.
    expect(entry.order).not.toHaveProperty("minOutputs");
    const unprotected = orderRowFromUfxhop(
      ufxhopDataSchema.parse(ufxhopData({ owner: "bob", input: EOS, amount: 5_0000n, output: WAX })),
      7,
      UFX,
      PLACEMENT,
    );
    expect(unprotected).not.toHaveProperty("min_outputs");
    expect(queuedOrderFromRow(orderRowSchema.parse(unprotected)).hopMinimum).toBeNull();
    expect(() => ufxhopData({ owner: "bob", input: EOS, amount: 1n, output: WAX, minOutput: -1n })).toThrow(
      "cannot be negative",
    );
  });
});
