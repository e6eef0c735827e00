import type { ABI } from "@wharfkit/antelope";

import { abiStruct } from "../../contracts/abiType";
import { extSymbolSchema } from "../../contracts/chainJson";
import { abiTable, contractAbi } from "../../contracts/contractAbi";
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
import { AMM_ACTIONS } from "./ammNames";
import {
  balanceRowSchema,
  configRowSchema,
  orderMinimumsSchema,
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

const ID_KEY: [string, string] = ["id", "uint64"];

export const AMM_ABI: ABI.Def = contractAbi({
  structs: [
    // nodeos has extended_asset built in but not extended_symbol.
    abiStruct("extended_symbol", extSymbolSchema),
    abiStruct("pool_asset", poolAssetRowSchema),
    abiStruct("pool", poolRowSchema),
    abiStruct("account", balanceRowSchema),
    abiStruct("order_output", orderOutputRowSchema),
    abiStruct("order_minimums", orderMinimumsSchema),
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
  actions: Object.values(AMM_ACTIONS),
  tables: [
    abiTable("pools", "pool", [ID_KEY]),
    abiTable("accounts", "account", [ID_KEY]),
    abiTable("orders", "order", [ID_KEY]),
    abiTable("config", "config"),
    abiTable("state", "amm_state"),
  ],
  action_results: [
    { name: "placeorder", result_type: "uint64" },
    { name: "ufxhop", result_type: "uint64" },
  ],
});
