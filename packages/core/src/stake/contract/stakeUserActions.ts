import type { ActionInput, PermissionLevel } from "../../chainClient/signedTransaction";
import { STAKE_ACTIONS, STAKE_DEPOSIT_MEMO } from "./stakeNames";

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
  const owner = input.signer.actor;
  return [
    {
      account: contracts.token,
      name: "transfer",
      authorization: [input.signer],
      data: { from: owner, to: contracts.stake, quantity: input.quantity, memo: STAKE_DEPOSIT_MEMO },
    },
    {
      account: contracts.stake,
      name: STAKE_ACTIONS.stake,
      authorization: [input.signer, input.operator],
      data: {
        owner,
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
  return [
    {
      account: contract,
      name: STAKE_ACTIONS.unstake,
      authorization: [signer],
      data: { owner: signer.actor, quantity, expiry },
    },
  ];
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
