import * as z from "zod/mini";
import { abiTyped } from "../../contracts/abiType";
import {
  assetTextSchema,
  boolSchema,
  checksum256Schema,
  nameSchema,
  timePointSecSchema,
  uint32Schema,
  uint64Schema,
} from "../../contracts/chainJson";

/*
 * The QuickStake contract's tables as get_table_rows (json=true) prints them, and its action data. The ABI
 * (stakeAbi.ts) is derived from these schemas. Rates are uint64 in 1e-12 units (core/stake/stakeRate.ts),
 * expiries YYYYMM numbers.
 */

/** One point of the published yield curve (struct `curve_point`). */
export const curvePointSchema = abiTyped(
  z.object({ days: uint32Schema, yield: uint64Schema }),
  "curve_point",
);

/** Table `config` (singleton): who operates, which token, the published curve. */
export const stakeConfigRowSchema = z.object({
  operator: nameSchema,
  token_contract: nameSchema,
  /** The staked token's symbol ('4,UTX') as its asset zero ('0.0000 UTX'). */
  zero: assetTextSchema,
  points: z.array(curvePointSchema),
  liquid_spread: uint64Schema,
});
export type StakeConfigRow = z.output<typeof stakeConfigRowSchema>;

/** Table `pool` (singleton): the operator's reward pool and all positions' capital. */
export const stakePoolRowSchema = z.object({ rewards: assetTextSchema, staked: assetTextSchema });
export type StakePoolRow = z.output<typeof stakePoolRowSchema>;

/** Table `deposits` (scope owner, singleton per owner). */
export const stakeDepositRowSchema = z.object({ balance: assetTextSchema });

/** Table `positions` (scope owner, key expiry). */
export const stakePositionRowSchema = z.object({
  expiry: uint32Schema,
  liquid: assetTextSchema,
  locked: assetTextSchema,
});
export type StakePositionRow = z.output<typeof stakePositionRowSchema>;

/** Table `stakes` (scope owner, key id): one per stake, the spec's 'sells'. */
export const stakeHistoryRowSchema = z.object({
  id: uint64Schema,
  expiry: uint32Schema,
  quantity: assetTextSchema,
  reward: assetTextSchema,
  locked: boolSchema,
  restaked_rewards: assetTextSchema,
  trx_id: checksum256Schema,
  block_time: timePointSecSchema,
});
export type StakeHistoryRow = z.output<typeof stakeHistoryRowSchema>;

/** Table `unstakes` (scope owner, key id): one per unstake or redeem, the spec's 'buys'. */
export const unstakeHistoryRowSchema = z.object({
  id: uint64Schema,
  expiry: uint32Schema,
  quantity: assetTextSchema,
  /** unwind.tc applied (1e-12 units; 1e12 for a redeem). */
  unwind: uint64Schema,
  received: assetTextSchema,
  trx_id: checksum256Schema,
  block_time: timePointSecSchema,
});
export type UnstakeHistoryRow = z.output<typeof unstakeHistoryRowSchema>;

/** `setconfig` (auth of the contract): operator, token and curve. */
export const stakeSetconfigDataSchema = stakeConfigRowSchema;

/** `stake` (auth of owner and operator@reward): stakes `quantity` of the owner's deposit for `expiry`. */
export const stakeDataSchema = z.object({
  owner: nameSchema,
  quantity: assetTextSchema,
  expiry: uint32Schema,
  locked: boolSchema,
  restake: boolSchema,
});
export type StakeData = z.output<typeof stakeDataSchema>;

/** The owner's `quantity` at `expiry` (auth of owner): the data of unstake, split and combine alike. */
export const ownerExpiryDataSchema = z.object({
  owner: nameSchema,
  quantity: assetTextSchema,
  expiry: uint32Schema,
});
export type OwnerExpiryData = z.output<typeof ownerExpiryDataSchema>;

/** `unstake`: a liquid position before expiry, at today's unwind.tc. */
export const unstakeDataSchema = ownerExpiryDataSchema;
export type UnstakeData = OwnerExpiryData;

/** `redeem` (auth of owner): the whole position of an ended expiry, 1:1. */
export const redeemDataSchema = z.object({ owner: nameSchema, expiry: uint32Schema });
export type RedeemData = z.output<typeof redeemDataSchema>;

/** `withdraw` (auth of owner): an unspent deposit back to the owner. */
export const withdrawDataSchema = z.object({ owner: nameSchema });

/** `split`: `quantity` of the owner's deposit into as much TU and TC of `expiry`. */
export const splitDataSchema = ownerExpiryDataSchema;
/** `combine`: as much TU and TC (TC alone once the expiry has ended) back into UTX. */
export const combineDataSchema = ownerExpiryDataSchema;
