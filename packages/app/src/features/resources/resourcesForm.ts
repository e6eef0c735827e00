import { maximumFor } from "@ux/core/accounts/socket";
import {
  disabledStatus,
  type FormStatus,
  limitToUnits,
  positiveUnits,
  readAmountField,
  resourcesReceiveUnits,
  resourcesSendFormStatus,
  SUBMIT,
  type SwapLimits,
} from "@ux/core/forms";
import { ETH_DECIMALS, MAX_UINT256, pow10 } from "@ux/core/money";
import type { ReceiveChoice, SendToken } from "./resourcesTokens";

/** What the form holds and reads: the user's choices, the wallet's balance and the receiver's KYC status. */
export interface ResourcesFormInput {
  token: SendToken | null;
  choice: ReceiveChoice | null;
  amountText: string;
  /** The Ethereum browser wallet's address, or null while not connected. */
  sendingAddress: string | null;
  receivingAccount: string | null;
  /** The sending address's balance of the token in units; undefined while it loads. */
  balance: bigint | undefined;
  receiverVerified: boolean;
}

export interface ResourcesFormView {
  status: FormStatus;
  /** The amount typed when positive, else null. */
  sendUnits: bigint | null;
  /** send x rate in the receive token's units (rounded down), or null without an amount or pair. */
  receiveUnits: bigint | null;
  limits: SwapLimits | null;
}

/** The pair's limits in units of the send token (rounded up, never understated); null if one is unreadable. */
export function pairLimits(choice: ReceiveChoice | null, decimals: number): SwapLimits | null {
  if (choice === null) return null;
  const minTx = limitToUnits(choice.pair.minTx, decimals);
  const maxTx = limitToUnits(choice.pair.maxTx, decimals);
  const maxTxKYC = limitToUnits(choice.pair.maxTxKYC, decimals);
  return minTx === null || maxTx === null || maxTxKYC === null ? null : { minTx, maxTx, maxTxKYC };
}

/**
 * The form's state by core's Resources rules (resourcesSendFormStatus: the spec's button precedence and
 * messages; resourcesReceiveUnits: receive = send x pair rate). While the balance loads, a valid amount
 * stays 'Submit', disabled, without the 'Not enough' it cannot yet know.
 */
export function resourcesFormView(input: ResourcesFormInput): ResourcesFormView {
  const decimals = input.token?.decimals ?? ETH_DECIMALS;
  const limits = pairLimits(input.choice, decimals);
  const status = resourcesSendFormStatus({
    sendingAccount: input.sendingAddress,
    receivingAccount: input.receivingAccount,
    amountText: input.amountText,
    token: {
      symbol: input.token?.symbol ?? "",
      decimals,
      balance: input.balance ?? MAX_UINT256,
      maxUnits: MAX_UINT256,
    },
    newAccountCost: 0n,
    limits,
    receiverVerified: input.receiverVerified,
  });
  const units = positiveUnits(readAmountField(input.amountText, decimals, MAX_UINT256));
  const receiveUnits =
    units === 0n || input.choice === null
      ? null
      : resourcesReceiveUnits(units, decimals, input.choice.pair.rate, input.choice.decimals);
  const ready = status.action === "submit" && input.token !== null && input.choice !== null;
  return {
    status: ready && input.balance !== undefined ? status : ready ? disabledStatus(SUBMIT) : status,
    sendUnits: units === 0n ? null : units,
    receiveUnits,
    limits,
  };
}

/** ETH kept back by MAX for the payment's own gas (ours: 0.01 ETH covers a transfer with data at 400 gwei). */
export const ETH_GAS_RESERVE = pow10(ETH_DECIMALS - 2);

/**
 * MAX: what the wallet can send (ETH less the gas reserve), but no more than one swap may carry for this
 * receiver; 0 when nothing can be sent.
 */
export function maxSendUnits(
  balance: bigint,
  token: SendToken,
  limits: SwapLimits | null,
  receiverVerified: boolean,
): bigint {
  const spendable = token.tokenContract === null ? balance - ETH_GAS_RESERVE : balance;
  const cap = limits === null ? spendable : maximumFor(limits, receiverVerified);
  const max = spendable < cap ? spendable : cap;
  return max > 0n ? max : 0n;
}
