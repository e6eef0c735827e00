import { ETH_CONFIRMATIONS_REQUIRED } from "@ux/core/accounts";
import { ethPaymentProgress, transactionConfirmation } from "@ux/core/forms";
import { SIGNING_NOTICE } from "../../shared/notifications/notificationPolicy";
import type { SwapJobNews } from "../../shared/swapSocket";
import { sendingResources, swapComplete, swapFailed, WAITING_FOR_SERVICE } from "./resourcesTexts";

/** Where a submitted swap stands on the page. */
export type SwapStage =
  /** request sent, waiting for requestAccepted. */
  | "requesting"
  /** The browser wallet is asked to send the payment. */
  | "paying"
  /** Paid: transferOnEthereum sent, the job's news follows. */
  | "paid";

export interface ProgressView {
  /** 0-100, for the circular progress. */
  percent: number;
  status: string;
  outcome: "running" | "completed" | "failed";
}

/**
 * The progress dialog (spec 1 §4 'Ethereum payment progress'): from the payment on, 5% and 'Transaction
 * confirmation n/3', then min(n/3 x 100, 99)%; at 3 confirmations the payout is on its way; then the
 * service's swapCompleted or txError.
 */
export function resourcesProgress(stage: SwapStage, news: SwapJobNews, receiveSymbol: string): ProgressView {
  if (news.txError !== null) {
    const refund = news.txError.refund?.amount ?? null;
    return { percent: 100, status: swapFailed(news.txError.error, refund), outcome: "failed" };
  }
  if (news.swapCompleted !== null) {
    const { quantity, account } = news.swapCompleted.receive;
    return { percent: 100, status: swapComplete(quantity, account), outcome: "completed" };
  }
  if (stage === "requesting") return { percent: 0, status: WAITING_FOR_SERVICE, outcome: "running" };
  if (stage === "paying") return { percent: 0, status: SIGNING_NOTICE, outcome: "running" };
  const seen = news.confirmations?.confirmations ?? 0;
  const required = news.confirmations?.required ?? ETH_CONFIRMATIONS_REQUIRED;
  // The spec's 3 confirmations (the service says how many it waits for: the same 3).
  const { percent } = ethPaymentProgress(seen);
  const status = seen >= required ? sendingResources(receiveSymbol) : transactionConfirmation(seen, required);
  return { percent, status, outcome: "running" };
}
