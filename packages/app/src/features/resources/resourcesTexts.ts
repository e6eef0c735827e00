import { msg } from "../../shared/i18n/msg";
import { t } from "../../shared/i18n/translate";

/*
 * The Resources page's texts. Quoted from the spec (spec 1 §2, §4, §8) where it gives them; the rest, marked
 * ours, fill states the spec leaves without words.
 */

export const RESOURCES_HEADING = msg("UX Resources: acquire UX resources using Ethereum tokens");
export const NO_RESULTS = msg("No results");
export const LOADING = msg("Loading...");
export const EXECUTE = msg("Execute");
export const CONNECT = msg("Connect");
export const LOGOUT = msg("Logout");

/** ours: the confirm dialog's terms checkbox. */
export const ACCEPT_TERMS = msg(
  "I understand that the payment is final once sent and that the resources arrive on UX Network after 3 confirmations on Ethereum",
);
/** ours. */
export const CONFIRM_TITLE = msg("Confirm the swap");
/** ours: the service has not sent its pairs yet, or is unreachable. */
export const SERVICE_LOADING = msg("Connecting to the swap service…");
export const SERVICE_OFFLINE = msg(
  "The swap service is not reachable right now; the page will connect when it is.",
);
export const NO_PAIRS = msg("The swap service offers no Ethereum tokens right now.");
/** ours: before the payment is sent. */
export const WAITING_FOR_SERVICE = msg("Waiting for the swap service…");
/** ours: the service did not answer in time. */
export const SERVICE_SILENT = msg("The swap service did not answer; please try again");

/** ours: all confirmations seen, the UX payout is on its way. */
export function sendingResources(symbol: string): string {
  return t("Transaction confirmed on Ethereum, the product is sending your {symbol}...", { symbol });
}

/** ours: the payout landed. */
export function swapComplete(quantity: string, account: string): string {
  return t("Swap complete: {quantity} sent to {account}", { quantity, account });
}

/** ours: the job failed after the payment. */
export function swapFailed(error: string, refund: string | null): string {
  return refund === null
    ? t("The swap failed: {error}", { error })
    : t("The swap failed: {error}. Refunded {refund}.", { error, refund });
}

/** The order history's type of a Resources swap (ours: the spec names only 'Account Creation'). */
export const RESOURCES_ORDER_TYPE = msg("Resources");

/** ours: the receiver search before anything searchable is typed. */
export const TYPE_ACCOUNT_NAME = msg("Type the start of an account name");

/** The spec's wallet-area text for no wallet (spec 1 §2), used for the sending account too. */
export const NOT_CONNECTED = msg("Not Connected");
