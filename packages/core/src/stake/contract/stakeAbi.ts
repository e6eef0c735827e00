import type { ABI } from "@wharfkit/antelope";
import { transferDataSchema } from "../../amm/contract/actions";
import { abiStruct } from "../../contracts/abiType";
import { abiTable, contractAbi } from "../../contracts/contractAbi";
import { currencyStatsRowSchema, tokenAccountRowSchema } from "../../contracts/tokenInterface";
import { STAKE_ACTIONS } from "./stakeNames";
import {
  combineDataSchema,
  curvePointSchema,
  redeemDataSchema,
  splitDataSchema,
  stakeConfigRowSchema,
  stakeDataSchema,
  stakeDepositRowSchema,
  stakeHistoryRowSchema,
  stakePoolRowSchema,
  stakePositionRowSchema,
  stakeSetconfigDataSchema,
  unstakeDataSchema,
  unstakeHistoryRowSchema,
  withdrawDataSchema,
} from "./stakeRows";

/** The QuickStake contract's ABI, derived from its row and action schemas (the token's as eosio.token has them). */
export const STAKE_ABI: ABI.Def = contractAbi({
  structs: [
    abiStruct("curve_point", curvePointSchema),
    abiStruct("stake_config", stakeConfigRowSchema),
    abiStruct("stake_pool", stakePoolRowSchema),
    abiStruct("deposit", stakeDepositRowSchema),
    abiStruct("position", stakePositionRowSchema),
    abiStruct("stake_entry", stakeHistoryRowSchema),
    abiStruct("unstake_entry", unstakeHistoryRowSchema),
    abiStruct(STAKE_ACTIONS.setconfig, stakeSetconfigDataSchema),
    abiStruct(STAKE_ACTIONS.stake, stakeDataSchema),
    abiStruct(STAKE_ACTIONS.unstake, unstakeDataSchema),
    abiStruct(STAKE_ACTIONS.redeem, redeemDataSchema),
    abiStruct(STAKE_ACTIONS.withdraw, withdrawDataSchema),
    abiStruct(STAKE_ACTIONS.split, splitDataSchema),
    abiStruct(STAKE_ACTIONS.combine, combineDataSchema),
    // The instruments' token interface, as eosio.token's (wallets and get_currency_balance read it).
    abiStruct("account", tokenAccountRowSchema),
    abiStruct("currency_stats", currencyStatsRowSchema),
    abiStruct(STAKE_ACTIONS.transfer, transferDataSchema),
  ],
  actions: Object.values(STAKE_ACTIONS),
  tables: [
    abiTable("config", "stake_config"),
    abiTable("pool", "stake_pool"),
    abiTable("deposits", "deposit"),
    abiTable("positions", "position", [["expiry", "uint64"]]),
    abiTable("stakes", "stake_entry", [["id", "uint64"]]),
    abiTable("unstakes", "unstake_entry", [["id", "uint64"]]),
    abiTable("accounts", "account"),
    abiTable("stat", "currency_stats"),
  ],
});
