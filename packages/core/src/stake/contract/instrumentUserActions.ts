import type { ActionInput, PermissionLevel } from "../../chainClient/signedTransaction";
import { STAKE_ACTIONS } from "./stakeNames";
import { ownerExpiryAction, stakeDepositAction } from "./stakeOwnerActions";
import type { StakeContracts } from "./stakeUserActions";

/*
 * The user's own transactions of the manage view (no co-signature): a split is the UTX deposit and
 * stake.ux::split in one transaction (the contract consumes the deposit there and then), a combine is
 * stake.ux::combine alone. Quantities are UTX asset text ('5.0000 UTX'); the contract names the instruments.
 */

export function expectedSplitActions(
  contracts: StakeContracts,
  signer: PermissionLevel,
  quantity: string,
  expiry: number,
): ActionInput[] {
  return [
    stakeDepositAction(contracts, signer, quantity),
    {
      account: contracts.stake,
      name: STAKE_ACTIONS.split,
      authorization: [signer],
      data: { owner: signer.actor, quantity, expiry },
    },
  ];
}

export function expectedCombineActions(
  contract: string,
  signer: PermissionLevel,
  quantity: string,
  expiry: number,
): ActionInput[] {
  return [ownerExpiryAction(contract, STAKE_ACTIONS.combine, signer, quantity, expiry)];
}
