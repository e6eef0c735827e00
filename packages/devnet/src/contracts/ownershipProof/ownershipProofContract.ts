import { OWNERSHIP_PROOF_ABI, OWNERSHIP_PROOF_NOT_EXECUTABLE } from "@ux/core/auth";
import type { ContractDefinition } from "../../engine/execution/contractInterface";

/**
 * `auth.ux`: the ABI wallets read to show an ownership proof (core's OWNERSHIP_PROOF_ABI), and a `prove`
 * that always fails, so a proof that leaks and is broadcast changes nothing and costs its signer nothing.
 */
export const ownershipProofContract: ContractDefinition = {
  id: "ownershipproof",
  abi: OWNERSHIP_PROOF_ABI,
  tables: {},
  actions: {
    prove: (context) => context.check(false, OWNERSHIP_PROOF_NOT_EXECUTABLE),
  },
};
