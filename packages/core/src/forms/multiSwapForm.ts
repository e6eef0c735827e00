import { BASIS_POINTS_TOTAL } from "../money/moneyConstants";
import { basisPointsToPercentText, parsePercentToBasisPoints } from "../money/proportion";
import { readAmountField } from "./amountField";
import { connectWalletStatus, disabledStatus, type FormStatus, submitStatus } from "./formStatus";
import {
  CHOOSE_A_POOL,
  CONNECT_WALLET,
  EDIT_TOKENS,
  ENTER_AN_AMOUNT,
  INSUFFICIENT_BALANCE,
  NO_TOKENS_SELECTED,
  PERCENTAGES_NEED_100,
  percentTotal,
  SELECT_TOKENS,
  SUBMIT,
} from "./messages";

export interface MultiSwapSendEntry {
  readonly symbol: string;
  readonly decimals: number;
  readonly available: bigint;
  readonly amountText: string;
}

export interface MultiSwapReceiveEntry {
  readonly symbol: string;
  /** The percentage as typed, at most 2 decimals (it becomes a proportion of 10000). */
  readonly percentText: string;
}

export interface MultiSwapFormState {
  readonly walletConnected: boolean;
  readonly poolChosen: boolean;
  readonly send: readonly MultiSwapSendEntry[];
  readonly receive: readonly MultiSwapReceiveEntry[];
}

export interface ReceiveTotal {
  /** Sum of the valid percentages in basis points. */
  readonly basisPoints: bigint;
  /** The running total 'x / 100%'. */
  readonly text: string;
  /** Exactly 100 with every field valid: shown green, and Continue is enabled. */
  readonly complete: boolean;
}

/** The receive dialog's running total; invalid fields count as 0 and keep it incomplete. */
export function multiSwapReceiveTotal(receive: readonly MultiSwapReceiveEntry[]): ReceiveTotal {
  let basisPoints = 0n;
  let allValid = true;
  for (const entry of receive) {
    if (entry.percentText === "") continue;
    const result = parsePercentToBasisPoints(entry.percentText);
    if (result.ok) basisPoints += result.units;
    else allValid = false;
  }
  return {
    basisPoints,
    text: percentTotal(basisPointsToPercentText(basisPoints)),
    complete: allValid && basisPoints === BASIS_POINTS_TOTAL,
  };
}

/** The receive dialog's Continue: disabled unless the total is exactly 100. */
export function multiSwapReceiveContinueEnabled(receive: readonly MultiSwapReceiveEntry[]): boolean {
  return multiSwapReceiveTotal(receive).complete;
}

/**
 * The up/down arrows add or subtract 1 percentage point, clamped to 0..100. A field that is empty or
 * not a percentage counts as 0. Decimals already typed are kept ('33.5' + 1 -> '34.5').
 */
export function stepPercent(percentText: string, direction: 1 | -1): string {
  const parsed = parsePercentToBasisPoints(percentText);
  const current = parsed.ok ? parsed.units : 0n;
  const next = current + BigInt(direction) * 100n;
  const clamped = next < 0n ? 0n : next > BASIS_POINTS_TOTAL ? BASIS_POINTS_TOTAL : next;
  return basisPointsToPercentText(clamped);
}

/** The send entries that count: those holding a positive, valid amount. */
export function countedSendEntries(send: readonly MultiSwapSendEntry[]): MultiSwapSendEntry[] {
  return send.filter((entry) => {
    const field = readAmountField(entry.amountText, entry.decimals);
    return field.kind === "value" && field.units > 0n;
  });
}

/** The send dialog's Continue: every typed amount valid and within the available balance. */
export function multiSwapSendContinueStatus(send: readonly MultiSwapSendEntry[]): {
  readonly enabled: boolean;
  readonly messages: readonly string[];
} {
  const messages: string[] = [];
  for (const entry of send) {
    const field = readAmountField(entry.amountText, entry.decimals);
    if (field.kind === "invalid") messages.push(`${entry.symbol}: ${field.error}`);
    else if (field.kind === "value" && field.units > entry.available) {
      messages.push(`${entry.symbol}: ${INSUFFICIENT_BALANCE}`);
    }
  }
  return { enabled: messages.length === 0, messages };
}

/**
 * The Multi Swap main button (spec 2 §2, §5). Valid only with a pool and receive percentages totalling
 * exactly 100; only entries with a non-zero amount (send) or percentage (receive) count.
 * Order: 'Connect Wallet' > 'Choose a pool' > 'Enter an amount' (no positive send amount, or a send
 * text that is not an amount) > 'Insufficient Balance' (ours, reusing the AMM Swap text: a counted
 * amount above its balance; the send dialog normally prevents it) > 'Percentages need to add up to
 * 100%' > 'Submit'.
 */
export function multiSwapFormStatus(state: MultiSwapFormState): FormStatus {
  if (!state.walletConnected) return connectWalletStatus(CONNECT_WALLET);
  if (!state.poolChosen) return disabledStatus(CHOOSE_A_POOL);
  const invalid = state.send.flatMap((entry) => {
    const field = readAmountField(entry.amountText, entry.decimals);
    return field.kind === "invalid" ? [`${entry.symbol}: ${field.error}`] : [];
  });
  if (invalid.length > 0) return disabledStatus(ENTER_AN_AMOUNT, invalid);
  const counted = countedSendEntries(state.send);
  if (counted.length === 0) return disabledStatus(ENTER_AN_AMOUNT);
  const overBalance = counted.some((entry) => {
    const field = readAmountField(entry.amountText, entry.decimals);
    return field.kind === "value" && field.units > entry.available;
  });
  if (overBalance) return disabledStatus(INSUFFICIENT_BALANCE);
  if (!multiSwapReceiveTotal(state.receive).complete) return disabledStatus(PERCENTAGES_NEED_100);
  return submitStatus(SUBMIT);
}

/** Each side's summary: 'No Tokens Selected' with 'Select Tokens', or the chosen list with 'Edit Tokens'. */
export function multiSwapSideSummary(chosenSymbols: readonly string[]): {
  readonly summary: string;
  readonly buttonText: string;
} {
  return chosenSymbols.length === 0
    ? { summary: NO_TOKENS_SELECTED, buttonText: SELECT_TOKENS }
    : { summary: chosenSymbols.join(", "), buttonText: EDIT_TOKENS };
}

/** The placeorder output proportions (percentage x 100) of the counted receive entries. */
export function multiSwapProportions(
  receive: readonly MultiSwapReceiveEntry[],
): { readonly symbol: string; readonly proportion: bigint }[] {
  return receive.flatMap((entry) => {
    const result = parsePercentToBasisPoints(entry.percentText);
    return result.ok && result.units > 0n ? [{ symbol: entry.symbol, proportion: result.units }] : [];
  });
}
