import type { TxError } from "@ux/core/accounts/socket";
import { msg } from "../../../shared/i18n/msg";
import { t } from "../../../shared/i18n/translate";

/*
 * The flow's texts the spec does not give (all ours). The spec's own texts come from core/forms:
 * 'Transaction confirmation n/3', 'Transaction confirmed on Ethereum, ...', 'Error in signing
 * transaction, please try again'.
 */

export const CREATE_UX_ACCOUNT = msg("Create UX Account");

/** An EOSIO payment handed over: the service broadcasts it and waits for it to be final. */
export const PAYMENT_HANDED_OVER = msg("Payment signed, the product is creating your account...");

/** transferOnEthereum went unanswered: the payment is sent, its report waits for the connection. */
export const WAITING_FOR_SERVICE = msg("Payment sent, waiting for the account service...");

export function accountCreatedText(name: string): string {
  return t("Account {name} created", { name });
}

export function accountFailedText(failure: Pick<TxError, "error" | "refund">): string {
  const reason = failure.error.replace(/\.$/, "");
  return failure.refund === null
    ? t("Account creation failed: {reason}.", { reason })
    : t("Account creation failed: {reason}. Your payment of {amount} was refunded.", {
        reason,
        amount: failure.refund.amount,
      });
}
