import { USERNAME_MESSAGES } from "../names/usernameMessages";

/**
 * Every text the form rules produce, quoted exactly from the spec (spec 1 = access, accounts and
 * resources; spec 2 = trading and earning). Texts marked "ours" fill a gap the spec leaves (a valid
 * state whose button text the spec does not give); nothing else is invented.
 */

// Shared (spec 2 §6: without a wallet, actions show 'Connect Wallet').
export const CONNECT_WALLET = "Connect Wallet";
export const SUBMIT = "Submit";
export const ENTER_AN_AMOUNT = "Enter an amount";
export const CHOOSE_A_POOL = "Choose a pool";
export const ADJUST_YOUR_AMOUNTS = "Adjust your amounts";
export const PERCENTAGES_NEED_100 = "Percentages need to add up to 100%";
export const INSUFFICIENT_BALANCE = "Insufficient Balance";

/** 'Minimum is {min} {symbol}' (AMM Swap's 'Minimum is …' and Add Liquidity, spec 2 §5). */
export function minimumIs(min: string, symbol: string): string {
  return `Minimum is ${min} ${symbol}`;
}

// AMM Swap (spec 2 §5, §2).
export const NO_MATCHING_POOL = "No matching pool found";
export const CHOOSE_THE_ASSETS = "Choose the assets";
/** 'No bridged {token} available' (spec 2 §8), shown for EOS on the AMM Swap page. */
export function noBridgedToken(symbol: string): string {
  return `No bridged ${symbol} available`;
}

// Multi Swap (spec 2 §2).
export const NO_TOKENS_SELECTED = "No Tokens Selected";
export const SELECT_TOKENS = "Select Tokens";
export const EDIT_TOKENS = "Edit Tokens";
export const CONTINUE = "Continue";
/** The receive dialog's running total 'x / 100%'. */
export function percentTotal(total: string): string {
  return `${total} / 100%`;
}

// Add liquidity (spec 2 §5).
export function youDoNotHaveEnough(symbol: string): string {
  return `You do not have enough ${symbol}`;
}
/** ours: the valid state's button text, named after the action and the tab. */
export const ADD_LIQUIDITY = "Add Liquidity";

// Remove liquidity (spec 2 §5).
export const ENTER_AN_LP_AMOUNT = "Enter an LP amount";
export const INSUFFICIENT_LP_BALANCE = "Insufficient LP Balance";
/** ours: the valid state's button text, named after the action and the tab. */
export const REMOVE_LIQUIDITY = "Remove Liquidity";

// Stake (spec 2 §5, §8).
export const STAKE_QTY_NOT_VALID = "Stake Qty is not valid";
/** ours: the stake form's submit button. */
export const STAKE = "Stake";

// Bridge (spec 2 §5).
export const CONNECT_WALLETS = "Connect Wallets";
export const AMOUNT_NOT_ENTERED = "Amount not entered";
export const INSUFFICIENT_FUNDS = "Insufficient Funds";
/** ours: the valid state's button text, named after the tab 'Transfer'. */
export const TRANSFER = "Transfer";
/** ours: no token chosen yet (the spec lists no text for it). */
export const CHOOSE_A_TOKEN = "Choose a token";

// Resources send (spec 1 §5), button texts in order of precedence.
export const PLEASE_CONNECT_WALLET = "Please connect wallet";
export const SELECT_RECEIVING_ACCOUNT = "Select receiving account";
export function notEnough(symbol: string): string {
  return `Not enough ${symbol}`;
}
export function minimumPerSwap(n: string, symbol: string): string {
  return `Minimum ${n} ${symbol} per swap`;
}
export function maximumPerSwap(n: string, symbol: string): string {
  return `Maximum ${n} ${symbol} per swap`;
}

// Create Account (spec 1 §2, §4, §5).
export const NEXT = "Next";
export const MISSING_TOKEN_CHAIN_SELECTION = "Missing Token / Chain Selection";
export const CREATE_ACCOUNT = "Create Account";
export function transactionConfirmation(n: number, required: number): string {
  return `Transaction confirmation ${n}/${required}`;
}
export const TRANSACTION_CONFIRMED_ON_ETHEREUM =
  "Transaction confirmed on Ethereum, the product is creating your account...";
export const ERROR_SIGNING_TRANSACTION = "Error in signing transaction, please try again";
export function wrongEthereumNetwork(networkName: string): string {
  return `You are linking an account from the wrong network, please change the wallet network to ${networkName}`;
}
export { USERNAME_MESSAGES };

// Add token to the Ethereum browser wallet (spec 2 §8, text as in the product).
export const TOKEN_CANNOT_BE_ADDED = "Token cannot be currently added to Metamask, contact admin";

// The Wallet page's manage view (spec 1 §6): the spec gives no texts, all ours.
export const SPLIT = "Split";
export const COMBINE = "Combine";
export const ISSUE = "Issue";
export const CHOOSE_AN_EXPIRY = "Choose an expiry";
export const EXCEEDS_AVAILABLE_SUPPLY = "The amount exceeds the token's available supply";
export const MEMO_TOO_LONG = "The memo has more than 256 bytes";
