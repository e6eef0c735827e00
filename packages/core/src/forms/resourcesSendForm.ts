import { receiveUnits } from "../accounts/socket/swapRules";
import { decimalToUnits, parseDecimal } from "../money/decimalValue";
import { readAmountField } from "./amountField";
import { connectWalletStatus, disabledStatus, type FormStatus, submitStatus } from "./formStatus";
import {
  ENTER_AN_AMOUNT,
  maximumPerSwap,
  minimumPerSwap,
  notEnough,
  PLEASE_CONNECT_WALLET,
  SELECT_RECEIVING_ACCOUNT,
  SUBMIT,
} from "./messages";
import { formatLimit } from "./tokenMinimum";

/** Per-swap limits of the send token, in its units (minTx, maxTx, maxTxKYC from the service). */
export interface SwapLimits {
  readonly minTx: bigint;
  readonly maxTx: bigint;
  readonly maxTxKYC: bigint;
}

export interface ResourcesSendFormState {
  readonly sendingAccount: string | null;
  readonly receivingAccount: string | null;
  readonly amountText: string;
  readonly token: {
    readonly symbol: string;
    readonly decimals: number;
    readonly balance: bigint;
    /** Largest amount its chain accepts: Antelope's 2^62-1 by default; MAX_UINT256 for Ethereum tokens. */
    readonly maxUnits?: bigint;
  };
  /** Cost of a new account paid on top of the amount, in the send token's units (0 when none). */
  readonly newAccountCost: bigint;
  /** Null until the service has sent them: Submit stays disabled without limits to check against. */
  readonly limits: SwapLimits | null;
  /** A KYC-verified receiver gets the larger maximum maxTxKYC. */
  readonly receiverVerified: boolean;
}

/** Limit messages for a positive amount, in order: funds, then minimum, then maximum. */
export function resourcesSendMessages(state: ResourcesSendFormState, units: bigint): string[] {
  const { symbol, decimals, balance } = state.token;
  const messages: string[] = [];
  if (units + state.newAccountCost > balance) messages.push(notEnough(symbol));
  if (state.limits !== null) {
    const max = state.receiverVerified ? state.limits.maxTxKYC : state.limits.maxTx;
    if (units < state.limits.minTx)
      messages.push(minimumPerSwap(formatLimit(state.limits.minTx, decimals), symbol));
    if (units > max) messages.push(maximumPerSwap(formatLimit(max, decimals), symbol));
  }
  return messages;
}

/**
 * The Resources page submit button (spec 1 §5). Button texts in the spec's order of precedence:
 * 'Please connect wallet' (clicking connects) > 'Select receiving account' > 'Enter an amount' (empty,
 * zero or not an amount) > 'Submit'. Submit is enabled only with sufficient funds (amount plus any
 * new-account cost) and the amount within min and max; otherwise it stays 'Submit', disabled, with
 * 'Not enough {symbol}', 'Minimum {n} {symbol} per swap' or 'Maximum {n} {symbol} per swap'.
 */
export function resourcesSendFormStatus(state: ResourcesSendFormState): FormStatus {
  if (state.sendingAccount === null || state.sendingAccount === "")
    return connectWalletStatus(PLEASE_CONNECT_WALLET);
  if (state.receivingAccount === null || state.receivingAccount === "") {
    return disabledStatus(SELECT_RECEIVING_ACCOUNT);
  }
  const amount = readAmountField(state.amountText, state.token.decimals, state.token.maxUnits);
  if (amount.kind === "invalid") return disabledStatus(ENTER_AN_AMOUNT, [amount.error]);
  if (amount.kind === "empty" || amount.units === 0n) return disabledStatus(ENTER_AN_AMOUNT);
  const messages = resourcesSendMessages(state, amount.units);
  if (messages.length > 0 || state.limits === null) return disabledStatus(SUBMIT, messages);
  return submitStatus(SUBMIT);
}

/**
 * Receive amount = send x pair rate (spec 1 §9), converted between the two tokens' decimals and rounded
 * down (the receiver is never promised more). Null when the rate is not a non-negative number.
 */
export function resourcesReceiveUnits(
  sendUnits: bigint,
  sendDecimals: number,
  rate: string | number,
  receiveDecimals: number,
): bigint | null {
  return receiveUnits(sendUnits, sendDecimals, rate, receiveDecimals);
}

/** A service limit given as a decimal (e.g. 0.01 ETH) in token units, rounded up (never understated). */
export function limitToUnits(limit: string | number, decimals: number): bigint | null {
  const value = parseDecimal(limit);
  return value === null || value.mantissa < 0n ? null : decimalToUnits(value, decimals, "up");
}
