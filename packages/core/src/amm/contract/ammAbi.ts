import type { ABI } from "@wharfkit/antelope";

/*
 * The AMM contract's ABI (eosio::abi/1.2): what get_raw_abi / get_abi serve for the AMM account and what the
 * services use to pack actions. Field names and order match the zod schemas in rows.ts and actions.ts; the
 * core test encodes every schema's sample through this ABI and back.
 */

type Field = { name: string; type: string };
const struct = (name: string, fields: [string, string][]) => ({
  name,
  base: "",
  fields: fields.map(([fieldName, type]): Field => ({ name: fieldName, type })),
});
const action = (name: string) => ({ name, type: name, ricardian_contract: "" });
const table = (name: string, type: string) => ({
  name,
  type,
  index_type: "i64",
  key_names: ["id"],
  key_types: ["uint64"],
});

export const AMM_ABI: ABI.Def = {
  version: "eosio::abi/1.2",
  types: [],
  structs: [
    // nodeos has extended_asset built in but not extended_symbol.
    struct("extended_symbol", [
      ["sym", "symbol"],
      ["contract", "name"],
    ]),
    struct("pool_asset", [
      ["ext_symbol", "extended_symbol"],
      ["quantity", "asset"],
      ["weight", "uint16"],
      ["min_trade", "asset"],
    ]),
    struct("pool", [
      ["id", "uint64"],
      ["pool_name", "string"],
      ["description", "string"],
      ["assets", "pool_asset[]"],
      ["lp_symbol", "extended_symbol"],
      ["lp_supply", "asset"],
      ["fee", "uint16"],
      ["is_ufx_pool", "bool"],
    ]),
    struct("account", [
      ["id", "uint64"],
      ["balance", "asset"],
      ["contract", "name"],
    ]),
    struct("order_output", [
      ["ext_symbol", "extended_symbol"],
      ["proportion", "uint16"],
    ]),
    struct("order", [
      ["id", "uint64"],
      ["pool_id", "uint64"],
      ["owner", "name"],
      ["contract", "name"],
      ["quantity", "asset"],
      ["outputs", "order_output[]"],
      ["hop_to", "extended_symbol?"],
      ["trx_id", "checksum256"],
      ["placed_at", "time_point_sec"],
    ]),
    struct("config", [
      ["admin", "name"],
      ["keeper", "name"],
      ["ufx", "extended_symbol"],
    ]),
    struct("amm_state", [["next_order_id", "uint64"]]),
    struct("open", [
      ["owner", "name"],
      ["ext_symbol", "extended_symbol"],
      ["ram_payer", "name"],
    ]),
    struct("placeorder", [
      ["contract", "name"],
      ["outputs", "order_output[]"],
      ["owner", "name"],
      ["pool_id", "uint64"],
      ["quantity", "asset"],
    ]),
    struct("ufxhop", [
      ["contract", "name"],
      ["quantity", "asset"],
      ["output", "extended_symbol"],
      ["owner", "name"],
    ]),
    struct("withdrawall", [["from", "name"]]),
    struct("settle", [
      ["keeper", "name"],
      ["pool_id", "uint64"],
      ["max_orders", "uint32"],
    ]),
    struct("createpool", [
      ["creator", "name"],
      ["pool_name", "string"],
      ["description", "string"],
      ["assets", "pool_asset[]"],
      ["lp_symbol", "extended_symbol"],
      ["initial_lp", "asset"],
      ["fee", "uint16"],
      ["is_ufx_pool", "bool"],
    ]),
    struct("report_fee", [
      ["pool_id", "uint64"],
      ["kind", "string"],
      ["fee", "extended_asset"],
    ]),
    struct("setconfig", [
      ["admin", "name"],
      ["keeper", "name"],
      ["ufx", "extended_symbol"],
    ]),
    struct("report", [
      ["order_id", "uint64"],
      ["pool_id", "uint64"],
      ["hop_pool_id", "uint64?"],
      ["owner", "name"],
      ["order_trx_id", "checksum256"],
      ["status", "string"],
      ["input", "extended_asset"],
      ["outputs", "extended_asset[]"],
      ["refund", "extended_asset?"],
      ["reason", "string"],
      ["detail", "string"],
      ["fees", "report_fee[]"],
    ]),
  ],
  actions: ["open", "placeorder", "ufxhop", "withdrawall", "settle", "createpool", "report", "setconfig"].map(
    action,
  ),
  tables: [
    table("pools", "pool"),
    table("accounts", "account"),
    table("orders", "order"),
    { name: "config", type: "config", index_type: "i64", key_names: [], key_types: [] },
    { name: "state", type: "amm_state", index_type: "i64", key_names: [], key_types: [] },
  ],
  ricardian_clauses: [],
  variants: [],
  action_results: [
    { name: "placeorder", result_type: "uint64" },
    { name: "ufxhop", result_type: "uint64" },
  ],
};
