import { wrongEthereumNetwork } from "@ux/core/forms";
import { msg } from "../i18n/msg";
import { t } from "../i18n/translate";
import { isAppPath } from "../notifications/NoticeMessage";
import type { NoticeSegment } from "../notifications/notificationPolicy";

/**
 * The Ethereum browser wallet's messages (spec 1 §8, texts as in the product). Which ones stay on screen
 * until replaced is part of the catalogue too.
 */
export const METAMASK_NOT_FOUND = msg("Metamask not found");
export function metamaskError(message: string): string {
  return t("Metamask Error: {message}", { message });
}
export const SWITCH_TO_UX_NETWORK = msg("You need to switch to UX Network on MetaMask to be able to login");
/** Persistent. */
export const UNABLE_TO_GET_ACCOUNT = msg("Unable to get the current account from metamask.");
/** Persistent, and shown with its link from the template noUxAccountNoticeSegments (never from data). */
export const NO_UX_ACCOUNT_FOR_ADDRESS = msg(
  "A UX Network account does not exist for this metamask address. Please create a new account using the product and pay using Metamask to be able to login with it",
);
export const METAMASK_CONNECTED = msg("Metamask Wallet connected");
/** Ethereum send failure (account creation and Resources payments). */
export const ETHEREUM_SEND_FAILED = msg("Transaction failed, please check you balance and try again");
export { wrongEthereumNetwork };

/** Keys under which the persistent notices are held, so a later notice can replace them. */
export const METAMASK_NOTICE_KEY = "metamask-login";

/**
 * The 'no UX Network account' notice as the spec's HTML notification, built from our own fixed template:
 * the spec's text, its 'create a new account' words a link to the app's account creation (an app path,
 * CREATE_ACCOUNT_PATH). Nothing in it comes from data (the address is deliberately not shown); it is
 * rendered as React elements (shared/notifications/NoticeMessage), never as HTML.
 */
export function noUxAccountNoticeSegments(createAccountHref: string): NoticeSegment[] {
  if (!isAppPath(createAccountHref)) throw new RangeError("the link must be an app path");
  return [
    { text: msg("A UX Network account does not exist for this metamask address. Please ") },
    { text: msg("create a new account"), href: createAccountHref },
    { text: msg(" using the product and pay using Metamask to be able to login with it") },
  ];
}
