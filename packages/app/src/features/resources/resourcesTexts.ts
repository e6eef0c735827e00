/*
 * The Resources page's texts. Quoted from the spec (spec 1 §2, §4, §8) where it gives them; the rest, marked
 * ours, fill states the spec leaves without words.
 */

export const RESOURCES_HEADING = "UX Resources: acquire UX resources using Ethereum tokens";
export const NO_RESULTS = "No results";
export const LOADING = "Loading...";
export const EXECUTE = "Execute";
export const CONNECT = "Connect";
export const LOGOUT = "Logout";

/** ours: the confirm dialog's terms checkbox. */
export const ACCEPT_TERMS =
  "I understand that the payment is final once sent and that the resources arrive on UX Network after 3 confirmations on Ethereum";
/** ours. */
export const CONFIRM_TITLE = "Confirm the swap";
/** ours: the service has not sent its pairs yet, or is unreachable. */
export const SERVICE_LOADING = "Connecting to the swap service…";
export const SERVICE_OFFLINE =
  "The swap service is not reachable right now; the page will connect when it is.";
export const NO_PAIRS = "The swap service offers no Ethereum tokens right now.";
/** ours: before the payment is sent. */
export const WAITING_FOR_SERVICE = "Waiting for the swap service…";
/** ours: the service did not answer in time. */
export const SERVICE_SILENT = "The swap service did not answer; please try again";

/** ours: all confirmations seen, the UX payout is on its way. */
export function sendingResources(symbol: string): string {
  return `Transaction confirmed on Ethereum, the product is sending your ${symbol}...`;
}

/** ours: the payout landed. */
export function swapComplete(quantity: string, account: string): string {
  return `Swap complete: ${quantity} sent to ${account}`;
}

/** ours: the job failed after the payment. */
export function swapFailed(error: string, refund: string | null): string {
  return refund === null ? `The swap failed: ${error}` : `The swap failed: ${error}. Refunded ${refund}.`;
}

/** The order history's type of a Resources swap (ours: the spec names only 'Account Creation'). */
export const RESOURCES_ORDER_TYPE = "Resources";

/** ours: the receiver search before anything searchable is typed. */
export const TYPE_ACCOUNT_NAME = "Type the start of an account name";

/** The spec's wallet-area text for no wallet (spec 1 §2), used for the sending account too. */
export const NOT_CONNECTED = "Not Connected";
