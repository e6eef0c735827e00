import * as z from "zod/mini";
import { abiTyped } from "../../contracts/abiType";
import {
  assetTextSchema,
  checksum256Schema,
  extAssetSchema,
  nameSchema,
  uint64Schema,
} from "../../contracts/chainJson";

/*
 * Rows of the bridge's token contracts as get_table_rows (json=true) prints them, in the public wraplock
 * and wraptoken contracts' fields and order (the ABIs in wrapAbi.ts are derived from these schemas).
 * The wraptoken's accounts and stat are eosio.token's (@ux/core/contracts tokenInterface).
 */

/** wraplock `global` (scope = contract): what it locks and whom it pairs with. */
export const wrapLockGlobalSchema = z.object({
  chain_id: checksum256Schema,
  bridge_contract: nameSchema,
  native_token_contract: nameSchema,
  paired_chain_id: checksum256Schema,
  paired_wraptoken_contract: nameSchema,
});
export type WrapLockGlobal = z.output<typeof wrapLockGlobalSchema>;

/** wraptoken `global` (scope = contract). */
export const wrapTokenGlobalSchema = z.object({
  chain_id: checksum256Schema,
  bridge_contract: nameSchema,
  paired_chain_id: checksum256Schema,
  paired_wraplock_contract: nameSchema,
  paired_token_contract: nameSchema,
});
export type WrapTokenGlobal = z.output<typeof wrapTokenGlobalSchema>;

/** `processed` (both contracts): one honoured emitxfer by the sha256 of its packed action receipt. */
export const processedRowSchema = z.object({
  id: uint64Schema,
  receipt_digest: checksum256Schema,
});
export type ProcessedRow = z.output<typeof processedRowSchema>;

/** wraplock `reserves` (scope = native token contract, key = symbol code): tokens locked. */
export const reserveRowSchema = z.object({ balance: assetTextSchema });
export type ReserveRow = z.output<typeof reserveRowSchema>;

/**
 * `xfer`, the data of both contracts' `emitxfer`: `owner` locked or retired `quantity` (the native chain's
 * token contract and asset) for `beneficiary` on the other chain.
 */
export const xferSchema = abiTyped(
  z.object({
    owner: nameSchema,
    quantity: extAssetSchema,
    beneficiary: nameSchema,
  }),
  "xfer",
);
export type Xfer = z.output<typeof xferSchema>;
