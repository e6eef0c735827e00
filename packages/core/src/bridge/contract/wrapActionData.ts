import * as z from "zod/mini";
import { actionProofWire, heavyBlockProofWire, lightBlockProofWire } from "../../antelope/proofWire";
import { assetTextSchema, checksum256Schema, nameSchema, symbolTextSchema } from "../../contracts/chainJson";
import { xferSchema } from "./wrapRows";

/*
 * Action data of the bridge's token contracts, in the public contracts' fields and order. The proofs are
 * the prover's own wire types, so a proof server's JSON for checkproofe/checkprooff is also the
 * blockproof and actionproof these actions take, with the prover (the account paying for `processed`).
 */

export const wrapLockInitDataSchema = z.object({
  chain_id: checksum256Schema,
  bridge_contract: nameSchema,
  native_token_contract: nameSchema,
  paired_chain_id: checksum256Schema,
  paired_wraptoken_contract: nameSchema,
});
export type WrapLockInitData = z.output<typeof wrapLockInitDataSchema>;

export const wrapTokenInitDataSchema = z.object({
  chain_id: checksum256Schema,
  bridge_contract: nameSchema,
  paired_chain_id: checksum256Schema,
  paired_wraplock_contract: nameSchema,
  paired_token_contract: nameSchema,
});
export type WrapTokenInitData = z.output<typeof wrapTokenInitDataSchema>;

export const emitxferDataSchema = z.object({ xfer: xferSchema });
export type EmitxferData = z.output<typeof emitxferDataSchema>;

/** withdrawa / issuea: a heavy proof of the block and the proven emitxfer. */
export const heavyTransferProofDataSchema = z.object({
  prover: nameSchema,
  blockproof: heavyBlockProofWire,
  actionproof: actionProofWire,
});
export type HeavyTransferProofData = z.output<typeof heavyTransferProofDataSchema>;

/** withdrawb / issueb: a light proof to a root the prover already holds. */
export const lightTransferProofDataSchema = z.object({
  prover: nameSchema,
  blockproof: lightBlockProofWire,
  actionproof: actionProofWire,
});
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
