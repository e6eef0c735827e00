import { readAmountField } from "./amountField";
import { connectWalletStatus, disabledStatus, type FormStatus, submitStatus } from "./formStatus";
import {
  CHOOSE_A_TOKEN,
  CHOOSE_AN_EXPIRY,
  COMBINE,
  CONNECT_WALLET,
  ENTER_AN_AMOUNT,
  EXCEEDS_AVAILABLE_SUPPLY,
  INSUFFICIENT_BALANCE,
  ISSUE,
  MEMO_TOO_LONG,
  SPLIT,
} from "./messages";

/*
 * The manage view's three forms (Wallet page, spec 1 §6): Split, Combine and Issue. Each amount is read
 * strictly at the token's decimals; the button says what is missing, the message what is wrong.
 */

/** The token memo limit (eosio.token refuses more than 256 bytes). */
const MAX_MEMO_BYTES = 256;

export interface ManageAmountState {
  readonly walletConnected: boolean;
  /** Whether the expiry (split, combine) or token (issue) is chosen. */
  readonly chosen: boolean;
  readonly amountText: string;
  readonly decimals: number;
  /** The most the amount may be, in units: the UTX balance, combine's MAX, or the supply left to issue. */
  readonly available: bigint;
}

/**
 * Order: 'Connect Wallet' > what to choose > 'Enter an amount' (empty or zero) > the amount's parse error
 * (button named after the action) > over the available amount > the action, enabled.
 */
function amountStatus(
  state: ManageAmountState,
  texts: { action: string; choose: string; over: string },
): FormStatus {
  if (!state.walletConnected) return connectWalletStatus(CONNECT_WALLET);
  if (!state.chosen) return disabledStatus(texts.choose);
  const amount = readAmountField(state.amountText, state.decimals);
  if (amount.kind === "invalid") return disabledStatus(texts.action, [amount.error]);
  if (amount.kind === "empty" || amount.units === 0n) return disabledStatus(ENTER_AN_AMOUNT);
  if (amount.units > state.available) return disabledStatus(texts.action, [texts.over]);
  return submitStatus(texts.action);
}

/** Split: an open expiry chosen, at most the UTX balance. */
export function splitFormStatus(state: ManageAmountState): FormStatus {
  return amountStatus(state, { action: SPLIT, choose: CHOOSE_AN_EXPIRY, over: INSUFFICIENT_BALANCE });
}

/** Combine: an expiry held chosen, at most min(TU, TC) before it ends and the TC after. */
export function combineFormStatus(state: ManageAmountState): FormStatus {
  return amountStatus(state, { action: COMBINE, choose: CHOOSE_AN_EXPIRY, over: INSUFFICIENT_BALANCE });
}

/** Issue: a token the account issues chosen, at most its supply left, and a memo of at most 256 bytes. */
export function issueFormStatus(state: ManageAmountState & { readonly memo: string }): FormStatus {
  const status = amountStatus(state, {
    action: ISSUE,
    choose: CHOOSE_A_TOKEN,
    over: EXCEEDS_AVAILABLE_SUPPLY,
  });
  if (status.action !== "submit") return status;
  if (new TextEncoder().encode(state.memo).length > MAX_MEMO_BYTES)
    return disabledStatus(ISSUE, [MEMO_TOO_LONG]);
  return status;
}
