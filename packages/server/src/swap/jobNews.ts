import { SWAP_SOCKET_EVENTS as EVENTS } from "@ux/core/accounts/socket";
import { formatAsset } from "@ux/core/money";
import type { StoredEthereumTransaction, StoredTransaction, SwapJob } from "../db/swapJobStore";

/*
 * What the page hears about a job, derived from its stored state alone, so a reconnecting client (or one
 * after a restart) is told the same as one that watched throughout: confirmations while an Ethereum payment
 * deepens, accountCreated / swapCompleted once done, txError when it failed after the payment (with the
 * refund once sent) or when the payment never went through.
 */

export interface News {
  event: string;
  payload: unknown;
}

const refundId = (tx: StoredTransaction | StoredEthereumTransaction) => ("hash" in tx ? tx.hash : tx.id);

/** The Ethereum depth, while it matters. */
export function confirmationsNews(job: SwapJob, required: number): News | null {
  if (job.paymentTx === null || job.payment.signed !== null) return null;
  return {
    event: EVENTS.confirmations,
    payload: {
      uuid: job.id,
      orderTxId: job.paymentTx,
      confirmations: Math.min(job.confirmations, required),
      required,
    },
  };
}

/** The job's latest news (empty while nothing is known yet). */
export function jobNews(job: SwapJob, required: number): News[] {
  const orderTxId = job.paymentTx ?? "";
  const uxTxId = job.uxTx?.id ?? "";
  switch (job.state) {
    case "created":
    case "swapped": {
      const news: News[] = [];
      if (job.newAccount)
        news.push({
          event: EVENTS.accountCreated,
          payload: { uuid: job.id, orderTxId, transaction_id: uxTxId, account: job.newAccount.name },
        });
      if (job.payout)
        news.push({
          event: EVENTS.swapCompleted,
          payload: {
            uuid: job.id,
            orderTxId,
            clientClaim: { transaction_id: uxTxId },
            receive: { account: job.payout.account, quantity: job.payout.quantity },
          },
        });
      return news;
    }
    case "refunding":
    case "refunded":
    case "failed":
      return [
        {
          event: EVENTS.txError,
          payload: {
            uuid: job.id,
            error: job.error ?? "The order failed",
            refund:
              job.state === "refunded" && job.refundTx !== null
                ? {
                    chain: job.refundTx.chain,
                    transaction_id: refundId(job.refundTx),
                    amount: formatAsset({
                      amount: BigInt(job.payment.paid ?? "0"),
                      symbol: { code: job.payment.symbol, precision: job.payment.decimals },
                    }),
                  }
                : null,
          },
        },
      ];
    default: {
      const depth = confirmationsNews(job, required);
      return depth === null ? [] : [depth];
    }
  }
}
