import type { ABI } from "@wharfkit/antelope";

import { abiStruct } from "../../contracts/abiType";
import { extSymbolSchema } from "../../contracts/chainJson";
import {
  ammOpenDataSchema,
  createpoolDataSchema,
  placeorderDataSchema,
  reportDataSchema,
  reportFeeSchema,
  setconfigDataSchema,
  settleDataSchema,
  ufxhopDataSchema,
  withdrawallDataSchema,
} from "./actions";
import {
  balanceRowSchema,
  configRowSchema,
  orderOutputRowSchema,
  orderRowSchema,
  poolAssetRowSchema,
  poolRowSchema,
  stateRowSchema,
} from "./rows";

/*
 * The AMM contract's ABI (eosio::abi/1.2): what get_raw_abi / get_abi serve for the AMM account and what the
 * services use to pack actions. Its structs are derived from the JSON schemas in rows.ts and actions.ts
 * (contracts/abiType.ts), so a field is declared once, with its ABI type, in the order the binary uses.
 */

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
    abiStruct("extended_symbol", extSymbolSchema),
    abiStruct("pool_asset", poolAssetRowSchema),
    abiStruct("pool", poolRowSchema),
    abiStruct("account", balanceRowSchema),
    abiStruct("order_output", orderOutputRowSchema),
    abiStruct("order", orderRowSchema),
    abiStruct("config", configRowSchema),
    abiStruct("amm_state", stateRowSchema),
    abiStruct("open", ammOpenDataSchema),
    abiStruct("placeorder", placeorderDataSchema),
    abiStruct("ufxhop", ufxhopDataSchema),
    abiStruct("withdrawall", withdrawallDataSchema),
    abiStruct("settle", settleDataSchema),
    abiStruct("createpool", createpoolDataSchema),
    abiStruct("report_fee", reportFeeSchema),
    abiStruct("setconfig", setconfigDataSchema),
    abiStruct("report", reportDataSchema),
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
