import type { ContractDefinition } from "../engine/execution/contractInterface";
import { ammContract } from "./amm/ammContract";
import { etheraccountContract } from "./etheraccount/etheraccountContract";
import { ibcProverContract } from "./ibcProver/ibcProverContract";
import { kycContract } from "./kyc/kycContract";
import { noopContract } from "./noop/noopContract";
import { ownershipProofContract } from "./ownershipProof/ownershipProofContract";
import { stakeContract } from "./stake/stakeContract";
import { systemContract } from "./system/systemContract";
import { tokenContract } from "./token/tokenContract";
import { wrapLockContract } from "./wrapLock/wrapLockContract";
import { wrapTokenContract } from "./wrapToken/wrapTokenContract";

/** Every TypeScript contract the devnet can deploy, by code id (one line per contract). */
export const contractRegistry: ReadonlyMap<string, ContractDefinition> = new Map(
  [
    systemContract,
    tokenContract,
    etheraccountContract,
    kycContract,
    noopContract,
    ammContract,
    ownershipProofContract,
    stakeContract,
    ibcProverContract,
    wrapLockContract,
    wrapTokenContract,
  ].map((contract) => [contract.id, contract]),
);
