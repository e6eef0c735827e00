import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { STAKE_ACTIONS, STAKE_DEPOSIT_MEMO } from "@ux/core/stake/contract";

/*
 * The user's actions a co-signed stake transaction must hold behind the service's noop (the wallet refuses
 * anything else, see preparedTransactionProblem): the UTX deposit and stake.ux::stake for a stake, the
 * contract's unstake or redeem otherwise. Quantities are asset text ('10.0000 UTX').
 */

export interface StakeContracts {
  /** The QuickStake contract (config chains.ux.stake). */
  stake: string;
  /** The UTX token contract. */
  token: string;
}

export interface StakeActionInput {
  signer: PermissionLevel;
  /** The operator's permission that co-signs the stake action (read from the service's transaction). */
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

/**
 * The operator's level on the stake action of the service's transaction (its second authorization): the
 * operator's authority is not the user's to check, only that the user's own stays exactly as requested.
 */
export function operatorLevelOf(tx: Record<string, unknown>, stakeContract: string): PermissionLevel | null {
  const actions = tx.actions;
  if (!Array.isArray(actions)) return null;
  for (const action of actions as { account?: unknown; name?: unknown; authorization?: unknown }[]) {
    if (action.account !== stakeContract || action.name !== STAKE_ACTIONS.stake) continue;
    const levels = action.authorization;
    if (!Array.isArray(levels) || levels.length !== 2) return null;
    const level = levels[1] as { actor?: unknown; permission?: unknown };
    if (typeof level.actor !== "string" || typeof level.permission !== "string") return null;
    return { actor: level.actor, permission: level.permission };
  }
  return null;
}
