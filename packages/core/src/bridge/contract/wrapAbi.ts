import type { ABI } from "@wharfkit/antelope";
import { tokenOpenDataSchema, transferDataSchema } from "../../amm/contract/actions";
import { abiStruct } from "../../contracts/abiType";
import { abiTable, contractAbi } from "../../contracts/contractAbi";
import { currencyStatsRowSchema, tokenAccountRowSchema } from "../../contracts/tokenInterface";
import { PROOF_ABI_STRUCTS, PROOF_ABI_VARIANTS } from "./proverAbi";
import {
  emitxferDataSchema,
  heavyTransferProofDataSchema,
  issueGenesisDataSchema,
  lightTransferProofDataSchema,
  retireDataSchema,
  tokenCloseDataSchema,
  wrapLockInitDataSchema,
  wrapTokenInitDataSchema,
} from "./wrapActionData";
import { WRAP_LOCK_ACTIONS, WRAP_TABLES, WRAP_TOKEN_ACTIONS } from "./wrapNames";
import {
  processedRowSchema,
  reserveRowSchema,
  wrapLockGlobalSchema,
  wrapTokenGlobalSchema,
  xferSchema,
} from "./wrapRows";

/*
 * The ABIs of the bridge's token contracts, derived from their row and action schemas (wrapRows.ts,
 * wrapActionData.ts) plus the prover's proof structs, so a proof JSON packs to the same bytes for the
 * prover and for withdrawa/issuea. extended_asset is an ABI built-in.
 */

const COMMON_STRUCTS = [
  ...PROOF_ABI_STRUCTS,
  abiStruct("xfer", xferSchema),
  abiStruct("processed", processedRowSchema),
  abiStruct("emitxfer", emitxferDataSchema),
];

const COMMON_TABLES = [abiTable(WRAP_TABLES.global, "global"), abiTable(WRAP_TABLES.processed, "processed")];

/** `ibc.wl.<paired chain>`: locks a native token contract's tokens for one paired chain. */
export const WRAP_LOCK_ABI: ABI.Def = contractAbi({
  structs: [
    ...COMMON_STRUCTS,
    abiStruct("global", wrapLockGlobalSchema),
    abiStruct("reserve", reserveRowSchema),
    abiStruct(WRAP_LOCK_ACTIONS.init, wrapLockInitDataSchema),
    abiStruct(WRAP_LOCK_ACTIONS.withdrawa, heavyTransferProofDataSchema),
    abiStruct(WRAP_LOCK_ACTIONS.withdrawb, lightTransferProofDataSchema),
  ],
  actions: Object.values(WRAP_LOCK_ACTIONS),
  tables: [...COMMON_TABLES, abiTable(WRAP_TABLES.reserves, "reserve")],
  variants: PROOF_ABI_VARIANTS,
});

/** `ibc.wt.<native chain>`: the wrapped supply of one native chain's locked tokens (a token contract). */
export const WRAP_TOKEN_ABI: ABI.Def = contractAbi({
  structs: [
    ...COMMON_STRUCTS,
    abiStruct("global", wrapTokenGlobalSchema),
    abiStruct("account", tokenAccountRowSchema),
    abiStruct("currency_stats", currencyStatsRowSchema),
    abiStruct(WRAP_TOKEN_ACTIONS.init, wrapTokenInitDataSchema),
    abiStruct(WRAP_TOKEN_ACTIONS.issuea, heavyTransferProofDataSchema),
    abiStruct(WRAP_TOKEN_ACTIONS.issueb, lightTransferProofDataSchema),
    abiStruct(WRAP_TOKEN_ACTIONS.retire, retireDataSchema),
    abiStruct(WRAP_TOKEN_ACTIONS.transfer, transferDataSchema),
    abiStruct(WRAP_TOKEN_ACTIONS.open, tokenOpenDataSchema),
    abiStruct(WRAP_TOKEN_ACTIONS.close, tokenCloseDataSchema),
    abiStruct(WRAP_TOKEN_ACTIONS.issuegenesis, issueGenesisDataSchema),
  ],
  actions: Object.values(WRAP_TOKEN_ACTIONS),
  tables: [
    ...COMMON_TABLES,
    abiTable(WRAP_TABLES.accounts, "account"),
    abiTable(WRAP_TABLES.stat, "currency_stats"),
  ],
  variants: PROOF_ABI_VARIANTS,
});
