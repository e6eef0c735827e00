import type { ActionInput, PermissionLevel } from "../../chainClient/signedTransaction";
import { STAKE_ACTIONS } from "./stakeNames";
import { ownerExpiryAction, stakeDepositAction } from "./stakeOwnerActions";

/*
 * The user's actions of a QuickStake transaction, written once: the service builds its co-signed
 * transactions from them (behind its noop) and the wallet checks the prepared bytes hold exactly them: the
 * UTX deposit and stake.ux::stake for a stake, the contract's unstake or redeem otherwise. Quantities are
 * asset text ('10.0000 UTX').
 */

export interface StakeContracts {
  /** The QuickStake contract (config chains.ux.stake). */
  stake: string;
  /** The UTX token contract. */
  token: string;
}

export interface StakeActionInput {
  signer: PermissionLevel;
  /** The operator's permission that co-signs the stake action. */
  operator: PermissionLevel;
  quantity: string;
  expiry: number;
  locked: boolean;
  restake: boolean;
}

export function expectedStakeActions(contracts: StakeContracts, input: StakeActionInput): ActionInput[] {
  return [
    stakeDepositAction(contracts, input.signer, input.quantity),
    {
      account: contracts.stake,
      name: STAKE_ACTIONS.stake,
      authorization: [input.signer, input.operator],
      data: {
        owner: input.signer.actor,
        quantity: input.quantity,
        expiry: input.expiry,
        locked: input.locked,
        restake: input.restake,
      },
    },
  ];
}

export function expectedUnstakeActions(
  contract: string,
  signer: PermissionLevel,
  quantity: string,
  expiry: number,
): ActionInput[] {
  return [ownerExpiryAction(contract, STAKE_ACTIONS.unstake, signer, quantity, expiry)];
}

export function expectedRedeemActions(
  contract: string,
  signer: PermissionLevel,
  expiry: number,
): ActionInput[] {
  return [
    {
      account: contract,
      name: STAKE_ACTIONS.redeem,
      authorization: [signer],
      data: { owner: signer.actor, expiry },
    },
  ];
}
