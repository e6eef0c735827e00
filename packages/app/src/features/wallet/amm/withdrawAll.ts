import { AMM_ACTIONS } from "@ux/core/amm/contract";
import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { readableTransactionError, WITHDRAW_ALL_CONFIRM_BLOCKS } from "@ux/core/chainClient";
import { msg } from "../../../shared/i18n/msg";
import type { Notifier } from "../../../shared/notifications/notifier";
import type { SubmitActionsOptions, SubmittedTransaction } from "../../auth";

/** Spec 2 §2 and §8 texts ('Withdaw All' is spelled so in the product). */
export const WITHDRAW_ALL_LABEL = msg("Withdaw All");
export const WITHDRAWAL_SUCCESSFUL = msg("Withdrawal successful");

/** AMM `withdrawall {from}`: every non-zero AMM balance goes back to the wallet. */
export function withdrawallAction(amm: string, signer: PermissionLevel): ActionInput {
  return {
    account: amm,
    name: AMM_ACTIONS.withdrawall,
    authorization: [signer],
    data: { from: signer.actor },
  };
}

export interface WithdrawAllDeps {
  submit(
    buildActions: (signer: PermissionLevel) => ActionInput[],
    options: SubmitActionsOptions,
  ): Promise<Pick<SubmittedTransaction, "blockNum">>;
  notify: Pick<Notifier, "success" | "error">;
  /** Reads again every balance the transaction touched, as of its block at least. */
  refresh(blockNum: number): Promise<void>;
}

/**
 * Withdraw all (spec 2 §4, §7, §8): withdrawall with a confirmation depth of 1 block; on success the toast
 * 'Withdrawal successful' and fresh balances (resolving once they are read), on failure a toast with the
 * error message. Resolves true on success.
 */
export async function withdrawAll(amm: string, deps: WithdrawAllDeps): Promise<boolean> {
  let blockNum: number;
  try {
    ({ blockNum } = await deps.submit((signer) => [withdrawallAction(amm, signer)], {
      confirmations: WITHDRAW_ALL_CONFIRM_BLOCKS,
      showErrors: false,
    }));
  } catch (error) {
    deps.notify.error(readableTransactionError(error).message);
    return false;
  }
  deps.notify.success(WITHDRAWAL_SUCCESSFUL);
  await deps.refresh(blockNum);
  return true;
}
