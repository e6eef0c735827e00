import type { ABI } from "@wharfkit/antelope";

/** The standard eosio.token interface parts the AMM flow uses (transfer, open, accounts). */
export const TOKEN_ABI: ABI.Def = {
  version: "eosio::abi/1.2",
  types: [],
  structs: [
    {
      name: "transfer",
      base: "",
      fields: [
        { name: "from", type: "name" },
        { name: "to", type: "name" },
        { name: "quantity", type: "asset" },
        { name: "memo", type: "string" },
      ],
    },
    {
      name: "open",
      base: "",
      fields: [
        { name: "owner", type: "name" },
        { name: "symbol", type: "symbol" },
        { name: "ram_payer", type: "name" },
      ],
    },
    {
      name: "issue",
      base: "",
      fields: [
        { name: "to", type: "name" },
        { name: "quantity", type: "asset" },
        { name: "memo", type: "string" },
      ],
    },
    { name: "account", base: "", fields: [{ name: "balance", type: "asset" }] },
  ],
  actions: [
    { name: "transfer", type: "transfer", ricardian_contract: "" },
    { name: "open", type: "open", ricardian_contract: "" },
    { name: "issue", type: "issue", ricardian_contract: "" },
  ],
  tables: [{ name: "accounts", type: "account", index_type: "i64", key_names: [], key_types: [] }],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
};

export const NOOP_ABI: ABI.Def = {
  version: "eosio::abi/1.2",
  types: [],
  structs: [{ name: "noop", base: "", fields: [] }],
  actions: [{ name: "noop", type: "noop", ricardian_contract: "" }],
  tables: [],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
};
