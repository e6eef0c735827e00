import { USERNAME_MESSAGES } from "../names/usernameMessages";
import { fillMessage, msg } from "../text/message";

/**
 * Every text the form rules produce, quoted exactly from the spec (spec 1 = access, accounts and
 * resources; spec 2 = trading and earning). Texts marked "ours" fill a gap the spec leaves (a valid
 * state whose button text the spec does not give); nothing else is invented.
 */

// Shared (spec 2 §6: without a wallet, actions show 'Connect Wallet').
export const CONNECT_WALLET = msg("Connect Wallet");
export const SUBMIT = msg("Submit");
export const ENTER_AN_AMOUNT = msg("Enter an amount");
export const CHOOSE_A_POOL = msg("Choose a pool");
export const ADJUST_YOUR_AMOUNTS = msg("Adjust your amounts");
export const PERCENTAGES_NEED_100 = msg("Percentages need to add up to 100%");
export const INSUFFICIENT_BALANCE = msg("Insufficient Balance");

/** 'Minimum is {min} {symbol}' (AMM Swap's 'Minimum is …' and Add Liquidity, spec 2 §5). */
export function minimumIs(min: string, symbol: string): string {
  return fillMessage("Minimum is {min} {symbol}", { min, symbol });
}

// AMM Swap (spec 2 §5, §2).
export const NO_MATCHING_POOL = msg("No matching pool found");
export const CHOOSE_THE_ASSETS = msg("Choose the assets");
/** 'No bridged {token} available' (spec 2 §8), shown for EOS on the AMM Swap page. */
export function noBridgedToken(symbol: string): string {
  return fillMessage("No bridged {symbol} available", { symbol });
}

// Multi Swap (spec 2 §2).
export const NO_TOKENS_SELECTED = msg("No Tokens Selected");
export const SELECT_TOKENS = msg("Select Tokens");
export const EDIT_TOKENS = msg("Edit Tokens");
export const CONTINUE = msg("Continue");
/** The receive dialog's running total 'x / 100%'. */
export function percentTotal(total: string): string {
  return fillMessage("{total} / 100%", { total });
}

// Add liquidity (spec 2 §5).
export function youDoNotHaveEnough(symbol: string): string {
  return fillMessage("You do not have enough {symbol}", { symbol });
}
/** ours: the valid state's button text, named after the action and the tab. */
export const ADD_LIQUIDITY = msg("Add Liquidity");

// Remove liquidity (spec 2 §5).
export const ENTER_AN_LP_AMOUNT = msg("Enter an LP amount");
export const INSUFFICIENT_LP_BALANCE = msg("Insufficient LP Balance");
/** ours: the valid state's button text, named after the action and the tab. */
export const REMOVE_LIQUIDITY = msg("Remove Liquidity");

// Stake (spec 2 §5, §8).
export const STAKE_QTY_NOT_VALID = msg("Stake Qty is not valid");
/** ours: the stake form's submit button. */
export const STAKE = msg("Stake");

// Bridge (spec 2 §5).
export const CONNECT_WALLETS = msg("Connect Wallets");
export const AMOUNT_NOT_ENTERED = msg("Amount not entered");
export const INSUFFICIENT_FUNDS = msg("Insufficient Funds");
/** ours: the valid state's button text, named after the tab 'Transfer'. */
export const TRANSFER = msg("Transfer");
/** ours: no token chosen yet (the spec lists no text for it). */
export const CHOOSE_A_TOKEN = msg("Choose a token");

// Resources send (spec 1 §5), button texts in order of precedence.
export const PLEASE_CONNECT_WALLET = msg("Please connect wallet");
export const SELECT_RECEIVING_ACCOUNT = msg("Select receiving account");
export function notEnough(symbol: string): string {
  return fillMessage("Not enough {symbol}", { symbol });
}
export function minimumPerSwap(n: string, symbol: string): string {
  return fillMessage("Minimum {n} {symbol} per swap", { n, symbol });
}
export function maximumPerSwap(n: string, symbol: string): string {
  return fillMessage("Maximum {n} {symbol} per swap", { n, symbol });
}

// Create Account (spec 1 §2, §4, §5).
export const NEXT = msg("Next");
export const MISSING_TOKEN_CHAIN_SELECTION = msg("Missing Token / Chain Selection");
export const CREATE_ACCOUNT = msg("Create Account");
export function transactionConfirmation(n: number, required: number): string {
  return fillMessage("Transaction confirmation {n}/{required}", { n, required });
}
export const TRANSACTION_CONFIRMED_ON_ETHEREUM = msg(
  "Transaction confirmed on Ethereum, the product is creating your account...",
);
export const ERROR_SIGNING_TRANSACTION = msg("Error in signing transaction, please try again");
export function wrongEthereumNetwork(networkName: string): string {
  return fillMessage(
    "You are linking an account from the wrong network, please change the wallet network to {networkName}",
    { networkName },
  );
}
export { USERNAME_MESSAGES };

// Add token to the Ethereum browser wallet (spec 2 §8, text as in the product).
export const TOKEN_CANNOT_BE_ADDED = msg("Token cannot be currently added to Metamask, contact admin");

// The Wallet page's manage view (spec 1 §6): the spec gives no texts, all ours.
export const SPLIT = msg("Split");
export const COMBINE = msg("Combine");
export const ISSUE = msg("Issue");
export const CHOOSE_AN_EXPIRY = msg("Choose an expiry");
export const EXCEEDS_AVAILABLE_SUPPLY = msg("The amount exceeds the token's available supply");
export const MEMO_TOO_LONG = msg("The memo has more than 256 bytes");
