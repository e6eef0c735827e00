import * as z from "zod/mini";
import { assetTextSchema, nameSchema, symbolTextSchema } from "../../contracts/chainJson";
import { checkproofeDataSchema, checkprooffDataSchema } from "./proverActionData";
import {
  type WrapLockGlobal,
  type WrapTokenGlobal,
  wrapLockGlobalSchema,
  wrapTokenGlobalSchema,
  xferSchema,
} from "./wrapRows";

/*
 * Action data of the bridge's token contracts, in the public contracts' fields and order. The proofs are
 * the prover's own wire types, so a proof server's JSON for checkproofe/checkprooff is also the
 * blockproof and actionproof these actions take, with the prover (the account paying for `processed`).
 */

/** wraplock `init` (admin): its data is the `global` row it writes. */
export const wrapLockInitDataSchema = wrapLockGlobalSchema;
export type WrapLockInitData = WrapLockGlobal;

/** wraptoken `init` (admin): its data is the `global` row it writes. */
export const wrapTokenInitDataSchema = wrapTokenGlobalSchema;
export type WrapTokenInitData = WrapTokenGlobal;

export const emitxferDataSchema = z.object({ xfer: xferSchema });
export type EmitxferData = z.output<typeof emitxferDataSchema>;

/**
 * withdrawa / issuea: the prover, and a heavy proof of the block and the proven emitxfer, exactly what the
 * contract passes on to the prover's checkproofe.
 */
export const heavyTransferProofDataSchema = z.object({ prover: nameSchema, ...checkproofeDataSchema.shape });
export type HeavyTransferProofData = z.output<typeof heavyTransferProofDataSchema>;

/** withdrawb / issueb: the prover, and a light proof to a root it already holds (its checkprooff). */
export const lightTransferProofDataSchema = z.object({ prover: nameSchema, ...checkprooffDataSchema.shape });
export type LightTransferProofData = z.output<typeof lightTransferProofDataSchema>;

/** wraptoken `retire`: burns the owner's wrapped tokens for beneficiary on the native chain. */
export const retireDataSchema = z.object({
  owner: nameSchema,
  quantity: assetTextSchema,
  beneficiary: nameSchema,
});
export type RetireData = z.output<typeof retireDataSchema>;

/** wraptoken `issuegenesis` (devnet genesis only): wrapped supply to `to` for tokens locked at genesis. */
export const issueGenesisDataSchema = z.object({ to: nameSchema, quantity: assetTextSchema });
export type IssueGenesisData = z.output<typeof issueGenesisDataSchema>;

/** wraptoken `close` (eosio.token's). */
export const tokenCloseDataSchema = z.object({ owner: nameSchema, symbol: symbolTextSchema });
