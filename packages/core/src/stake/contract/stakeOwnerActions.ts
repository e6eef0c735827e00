import type { ActionInput, PermissionLevel } from "../../chainClient/signedTransaction";
import { type STAKE_ACTIONS, STAKE_DEPOSIT_MEMO } from "./stakeNames";
import type { StakeContracts } from "./stakeUserActions";

/*
 * The building blocks of the owner's QuickStake actions (stakeUserActions.ts, instrumentUserActions.ts), so
 * the deposit and the position actions are written once for stake, split, unstake and combine.
 */

/** The owner's UTX transfer to the contract with the deposit memo; the stake or split after it consumes it. */
export function stakeDepositAction(
  contracts: StakeContracts,
  signer: PermissionLevel,
  quantity: string,
): ActionInput {
  return {
    account: contracts.token,
    name: "transfer",
    authorization: [signer],
    data: { from: signer.actor, to: contracts.stake, quantity, memo: STAKE_DEPOSIT_MEMO },
  };
}

/** The signer's `unstake` or `combine` of `quantity` at `expiry`, signed by the owner alone. */
export function ownerExpiryAction(
  contract: string,
  name: typeof STAKE_ACTIONS.unstake | typeof STAKE_ACTIONS.combine,
  signer: PermissionLevel,
  quantity: string,
  expiry: number,
): ActionInput {
  return {
    account: contract,
    name,
    authorization: [signer],
    data: { owner: signer.actor, quantity, expiry },
  };
}
