import { wrongEthereumNetwork } from "@ux/core/forms";

/**
 * The Ethereum browser wallet's messages (spec 1 §8, texts as in the product). Which ones stay on screen
 * until replaced is part of the catalogue too.
 */
export const METAMASK_NOT_FOUND = "Metamask not found";
export function metamaskError(message: string): string {
  return `Metamask Error: ${message}`;
}
export const SWITCH_TO_UX_NETWORK = "You need to switch to UX Network on MetaMask to be able to login";
/** Persistent. */
export const UNABLE_TO_GET_ACCOUNT = "Unable to get the current account from metamask.";
/** Persistent, and shown as HTML built from noUxAccountNoticeHtml (never from data). */
export const NO_UX_ACCOUNT_FOR_ADDRESS =
  "A UX Network account does not exist for this metamask address. Please create a new account using the product and pay using Metamask to be able to login with it";
export const METAMASK_CONNECTED = "Metamask Wallet connected";
/** Ethereum send failure (account creation and Resources payments). */
export const ETHEREUM_SEND_FAILED = "Transaction failed, please check you balance and try again";
export { wrongEthereumNetwork };

/** Keys under which the persistent notices are held, so a later notice can replace them. */
export const METAMASK_NOTICE_KEY = "metamask-login";

/**
 * The HTML form of the 'no UX Network account' notice: a fixed template whose only link opens account
 * creation. Nothing in it comes from data (the address is deliberately not shown).
 */
export function noUxAccountNoticeHtml(createAccountHref: string): string {
  if (!/^\/[A-Za-z0-9/?=&_-]*$/.test(createAccountHref)) throw new RangeError("the link must be an app path");
  return `A UX Network account does not exist for this metamask address. Please <a href="${createAccountHref}">create a new account</a> using the product and pay using Metamask to be able to login with it`;
}
