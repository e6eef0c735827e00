/** The reference eosio.token ABI (actions, structs and tables exactly as the reference contract has them). */
export const tokenAbi = {
  version: "eosio::abi/1.2",
  types: [],
  structs: [
    { name: "account", base: "", fields: [{ name: "balance", type: "asset" }] },
    {
      name: "close",
      base: "",
      fields: [
        { name: "owner", type: "name" },
        { name: "symbol", type: "symbol" },
      ],
    },
    {
      name: "create",
      base: "",
      fields: [
        { name: "issuer", type: "name" },
        { name: "maximum_supply", type: "asset" },
      ],
    },
    {
      name: "currency_stats",
      base: "",
      fields: [
        { name: "supply", type: "asset" },
        { name: "max_supply", type: "asset" },
        { name: "issuer", type: "name" },
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
      name: "retire",
      base: "",
      fields: [
        { name: "quantity", type: "asset" },
        { name: "memo", type: "string" },
      ],
    },
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
  ],
  actions: [
    { name: "close", type: "close", ricardian_contract: "" },
    { name: "create", type: "create", ricardian_contract: "" },
    { name: "issue", type: "issue", ricardian_contract: "" },
    { name: "open", type: "open", ricardian_contract: "" },
    { name: "retire", type: "retire", ricardian_contract: "" },
    { name: "transfer", type: "transfer", ricardian_contract: "" },
  ],
  tables: [
    { name: "accounts", type: "account", index_type: "i64", key_names: [], key_types: [] },
    { name: "stat", type: "currency_stats", index_type: "i64", key_names: [], key_types: [] },
  ],
  ricardian_clauses: [],
  error_messages: [],
  abi_extensions: [],
  variants: [],
  action_results: [],
};
