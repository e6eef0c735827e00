import type { TxError } from "@ux/core/accounts/socket";

/*
 * The flow's texts the spec does not give (all ours). The spec's own texts come from core/forms:
 * 'Transaction confirmation n/3', 'Transaction confirmed on Ethereum, ...', 'Error in signing
 * transaction, please try again'.
 */

export const CREATE_UX_ACCOUNT = "Create UX Account";

/** An EOSIO payment handed over: the service broadcasts it and waits for it to be final. */
export const PAYMENT_HANDED_OVER = "Payment signed, the product is creating your account...";

/** transferOnEthereum went unanswered: the payment is sent, its report waits for the connection. */
export const WAITING_FOR_SERVICE = "Payment sent, waiting for the account service...";

export function accountCreatedText(name: string): string {
  return `Account ${name} created`;
}

export function accountFailedText(failure: Pick<TxError, "error" | "refund">): string {
  const reason = failure.error.replace(/\.$/, "");
  const refund = failure.refund === null ? "" : ` Your payment of ${failure.refund.amount} was refunded.`;
  return `Account creation failed: ${reason}.${refund}`;
}
