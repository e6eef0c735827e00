import { ABI, Serializer } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import {
  ammOpenDataSchema,
  createpoolDataSchema,
  placeorderDataSchema,
  reportDataSchema,
  setconfigDataSchema,
  settleDataSchema,
  ufxhopDataSchema,
  withdrawallDataSchema,
} from "../../../src/amm/contract/actions";
import { AMM_ABI } from "../../../src/amm/contract/ammAbi";
import {
  balanceRowSchema,
  configRowSchema,
  orderRowSchema,
  poolRowSchema,
  stateRowSchema,
} from "../../../src/amm/contract/rows";
import { ORDER_ROW, POOL_ROW } from "./samples";

const abi = ABI.from(AMM_ABI);

/** Packs JSON through the ABI, unpacks it as nodeos would print it, and parses both with the schema. */
function roundTrip(type: string, schema: z.ZodMiniType, json: unknown) {
  const packed = Serializer.encode({ object: json, abi, type });
  const decoded = JSON.parse(JSON.stringify(Serializer.decode({ data: packed, abi, type })));
  return { original: schema.parse(json), decoded: schema.parse(decoded) };
}

const cases: [string, z.ZodMiniType, unknown][] = [
  ["pool", poolRowSchema, POOL_ROW],
  ["order", orderRowSchema, ORDER_ROW],
  ["order", orderRowSchema, { ...ORDER_ROW, hop_to: { sym: "8,WAX", contract: "ibc.wt.wax" } }],
  ["order", orderRowSchema, { ...ORDER_ROW, min_outputs: { quantities: ["1.0000 UTX", "0.500000 USDT"] } }],
  ["account", balanceRowSchema, { id: 2, balance: "1.00000000 WAX", contract: "ibc.wt.wax" }],
  [
    "config",
    configRowSchema,
    { admin: "amm.admin", keeper: "amm.keeper", ufx: { sym: "4,UFX", contract: "eosio.token" } },
  ],
  [
    "open",
    ammOpenDataSchema,
    { owner: "alice", ext_symbol: { sym: "4,UTX", contract: "eosio.token" }, ram_payer: "alice" },
  ],
  [
    "placeorder",
    placeorderDataSchema,
    {
      contract: "ibc.wt.eos",
      outputs: ORDER_ROW.outputs,
      owner: "alice",
      pool_id: 3,
      quantity: "5.0000 EOS",
    },
  ],
  [
    "ufxhop",
    ufxhopDataSchema,
    {
      contract: "ibc.wt.eos",
      quantity: "5.0000 EOS",
      output: { sym: "8,WAX", contract: "ibc.wt.wax" },
      owner: "alice",
    },
  ],
  ["withdrawall", withdrawallDataSchema, { from: "alice" }],
  ["amm_state", stateRowSchema, { next_order_id: "4294967296" }],
  [
    "setconfig",
    setconfigDataSchema,
    { admin: "amm.admin", keeper: "amm.keeper", ufx: { sym: "4,UFX", contract: "eosio.token" } },
  ],
  ["settle", settleDataSchema, { keeper: "amm.keeper", pool_id: 3, max_orders: 50 }],
  [
    "createpool",
    createpoolDataSchema,
    {
      creator: "amm.admin",
      pool_name: "antelope",
      description: "d",
      assets: POOL_ROW.assets,
      lp_symbol: POOL_ROW.lp_symbol,
      initial_lp: "5000.0000 LPA",
      fee: 20,
      is_ufx_pool: true,
    },
  ],
  [
    "report",
    reportDataSchema,
    {
      order_id: "18446744073709551615",
      pool_id: 3,
      hop_pool_id: 4,
      owner: "alice",
      order_trx_id: "ab".repeat(32),
      status: "filled",
      input: { quantity: "5.0000 EOS", contract: "ibc.wt.eos" },
      outputs: [{ quantity: "1.00000000 WAX", contract: "ibc.wt.wax" }],
      refund: null,
      reason: "",
      detail: "",
      fees: [{ pool_id: 3, kind: "swap", fee: { quantity: "0.0100 EOS", contract: "ibc.wt.eos" } }],
    },
  ],
];

describe("the AMM ABI declares exactly the schemas' fields", () => {
  it.each(cases.map(([type, schema, json], i) => [`${i}:${type}`, type, schema, json] as const))(
    "%s packs and unpacks to the same JSON",
    (_label, type, schema, json) => {
      const { original, decoded } = roundTrip(type, schema, json);
      expect(decoded).toEqual(original);
    },
  );

  it("names every table and action of the interface, with order ids as action results", () => {
    expect(abi.tables.map((t) => `${t.name}:${t.type}`)).toEqual([
      "pools:pool",
      "accounts:account",
      "orders:order",
      "config:config",
      "state:amm_state",
    ]);
    expect(abi.actions.map((a) => String(a.name))).toEqual([
      "open",
      "placeorder",
      "ufxhop",
      "withdrawall",
      "settle",
      "createpool",
      "report",
      "setconfig",
    ]);
    expect(abi.action_results.map((r) => `${r.name}:${r.result_type}`)).toEqual([
      "placeorder:uint64",
      "ufxhop:uint64",
    ]);
  });
});
