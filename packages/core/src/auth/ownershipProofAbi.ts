import type { ABI } from "@wharfkit/antelope";
import * as z from "zod/mini";
import { abiStruct } from "../contracts/abiType";
import { nameSchema, stringSchema } from "../contracts/chainJson";
import { contractAbi } from "../contracts/contractAbi";

/*
 * The ownership proof's on-chain interface, declared once (ABI first): the devnet deploys this ABI on
 * OWNERSHIP_PROOF_CONTRACT, wallets fetch it to show the user what they sign, the app packs the proof
 * action with it and the services decode it with it. The contract refuses every `prove` it is sent: a proof
 * is signed to be shown to a service, never executed, so one that leaks is worth nothing on chain.
 */

/** The account whose ABI names the proof action (a contract that refuses it if it is ever broadcast). */
export const OWNERSHIP_PROOF_CONTRACT = "auth.ux";
export const OWNERSHIP_PROOF_ACTION = "prove";

/** The assertion the contract fails with when a proof is broadcast. */
export const OWNERSHIP_PROOF_NOT_EXECUTABLE = "an ownership proof is shown to a service, never executed";

/** `prove` data: the account that proves ownership and the nonce the service issued. */
export const ownershipProofDataSchema = z.object({ account: nameSchema, nonce: stringSchema });
export type OwnershipProofData = z.output<typeof ownershipProofDataSchema>;

export const OWNERSHIP_PROOF_ABI: ABI.Def = contractAbi({
  structs: [abiStruct(OWNERSHIP_PROOF_ACTION, ownershipProofDataSchema)],
  actions: [OWNERSHIP_PROOF_ACTION],
});
