import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { STAKE_CONFIRM_BLOCKS } from "@ux/core/chainClient";
import { tokenIssueAction } from "@ux/core/contracts";
import { formatAsset } from "@ux/core/money";
import { expectedCombineActions, expectedSplitActions, type StakeContracts } from "@ux/core/stake/contract";
import { msg } from "../../../shared/i18n/msg";
import type { Notifier } from "../../../shared/notifications/notifier";
import type { SubmitActionsOptions } from "../../auth";

/*
 * The manage view's transactions (spec 1 §6), the user's own (no co-signature): split and combine with
 * core's builders, issue as the token's standard `issue`. Each goes through the shared submission (which
 * shows a failure in its readable form), then the chain reads are refreshed and a success is notified.
 */

/** ours: the success notifications, after the stake page's 'QuickStake Complete'. */
export const SPLIT_COMPLETE = msg("Split Complete");
export const COMBINE_COMPLETE = msg("Combine Complete");
export const ISSUE_COMPLETE = msg("Issue Complete");

/** Split and combine follow the stake contract's rules, so they confirm as deep as a stake. */
export const MANAGE_CONFIRM_BLOCKS = STAKE_CONFIRM_BLOCKS;

export type BuildActions = (signer: PermissionLevel) => ActionInput[];

/** A token amount as the chain writes it. */
export interface TokenAmount {
  readonly units: bigint;
  readonly symbol: string;
  readonly decimals: number;
}

const text = (amount: TokenAmount) =>
  formatAsset({ amount: amount.units, symbol: { code: amount.symbol, precision: amount.decimals } });

export function splitTransaction(contracts: StakeContracts, utx: TokenAmount, expiry: number): BuildActions {
  return (signer) => expectedSplitActions(contracts, signer, text(utx), expiry);
}

export function combineTransaction(stake: string, utx: TokenAmount, expiry: number): BuildActions {
  return (signer) => expectedCombineActions(stake, signer, text(utx), expiry);
}

export function issueTransaction(contract: string, amount: TokenAmount, memo: string): BuildActions {
  return (signer) => [tokenIssueAction(contract, signer, text(amount), memo)];
}

export interface ManageTransactionDeps {
  submit(build: BuildActions, options: SubmitActionsOptions): Promise<unknown>;
  notify: Pick<Notifier, "success">;
  /** Refreshes every chain read (balances, the manage view) once confirmed. */
  refresh(): Promise<void>;
}

/** Submits one transaction; resolves true once it confirmed and the reads are fresh, false when it failed. */
export async function runManageTransaction(
  deps: ManageTransactionDeps,
  build: BuildActions,
  completeText: string,
): Promise<boolean> {
  try {
    await deps.submit(build, { confirmations: MANAGE_CONFIRM_BLOCKS });
  } catch {
    // The shared submission already showed the failure (a notification or a dialog).
    return false;
  }
  await deps.refresh();
  deps.notify.success(completeText);
  return true;
}
