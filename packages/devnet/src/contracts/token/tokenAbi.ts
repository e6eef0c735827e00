import { tokenOpenDataSchema, transferDataSchema } from "@ux/core/amm/contract";
import {
  abiStruct,
  assetTextSchema,
  currencyStatsRowSchema,
  nameSchema,
  stringSchema,
  symbolTextSchema,
  tokenAccountRowSchema,
  tokenIssueDataSchema,
} from "@ux/core/contracts";
import * as z from "zod/mini";
import { abiTable, contractAbi } from "../framework/contractAbi";

/*
 * The reference eosio.token ABI (actions, structs and tables exactly as the reference contract has them).
 * Its structs are derived from JSON schemas (core's abiStruct): transfer, open, issue and the two rows are the
 * ones core parses token data with (QuickStake's instruments share them), the rest are declared here once,
 * in the binary order.
 */

export const tokenAbi = contractAbi({
  structs: [
    abiStruct("account", tokenAccountRowSchema),
    abiStruct("close", z.object({ owner: nameSchema, symbol: symbolTextSchema })),
    abiStruct("create", z.object({ issuer: nameSchema, maximum_supply: assetTextSchema })),
    abiStruct("currency_stats", currencyStatsRowSchema),
    abiStruct("issue", tokenIssueDataSchema),
    abiStruct("open", tokenOpenDataSchema),
    abiStruct("retire", z.object({ quantity: assetTextSchema, memo: stringSchema })),
    abiStruct("transfer", transferDataSchema),
  ],
  actions: ["close", "create", "issue", "open", "retire", "transfer"],
  tables: [abiTable("accounts", "account"), abiTable("stat", "currency_stats")],
});
