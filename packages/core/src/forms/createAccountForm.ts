import { ETH_CONFIRMATIONS_REQUIRED, ETH_PAYMENT_PROGRESS_START_PERCENT } from "../accounts/accountConstants";
import { buildAccountMemo } from "../accounts/socket/accountMemo";
import { accountCostUnits } from "../accounts/socket/swapRules";
import { parsePublicKey } from "../keys/publicKey";
import { checkUsername, type NameAvailability } from "../names/usernameRules";
import { fillMessage, msg } from "../text/message";
import { connectWalletStatus, disabledStatus, type FormStatus, submitStatus } from "./formStatus";
import {
  CONNECT_WALLET,
  CONTINUE,
  CREATE_ACCOUNT,
  MISSING_TOKEN_CHAIN_SELECTION,
  NEXT,
  TRANSACTION_CONFIRMED_ON_ETHEREUM,
  transactionConfirmation,
} from "./messages";

/** Step 1: Next is disabled until the username passes every rule (spec 1 §4). */
export function createAccountNextStatus(username: string, availability: NameAvailability): FormStatus {
  return checkUsername(username, availability).canProceed ? submitStatus(NEXT) : disabledStatus(NEXT);
}

export interface PaymentOption {
  readonly symbol: string;
  readonly chain: string;
  /** Display name, when the token has one. */
  readonly name?: string;
}

/**
 * Payment options exclude any token with UTX in the name (spec 1 §5): the product's own tokens cannot
 * pay for an account. Matched case-insensitively in the symbol and in the display name.
 */
export function accountPaymentOptions<T extends PaymentOption>(options: readonly T[]): T[] {
  const hasUtx = (text: string | undefined) => text?.toUpperCase().includes("UTX") ?? false;
  return options.filter((option) => !hasUtx(option.symbol) && !hasUtx(option.name));
}

/**
 * Step 2's button: 'Missing Token / Chain Selection' (disabled) while no token/chain is chosen; then
 * 'Continue' when a wallet for the sender chain is connected, otherwise 'Connect Wallet'.
 */
export function createAccountPayStatus(
  selection: PaymentOption | null,
  senderWalletConnected: boolean,
): FormStatus {
  if (selection === null) return disabledStatus(MISSING_TOKEN_CHAIN_SELECTION);
  return senderWalletConnected ? submitStatus(CONTINUE) : connectWalletStatus(CONNECT_WALLET);
}

/**
 * Total to pay, in units of the payment token: the account's USD cost converted by the token's USD rate
 * (USDT counts as 1), rounded UP so the payment is never short. Null when the rate is unknown.
 */
export function createAccountTotal(
  usdCost: string | number,
  symbol: string,
  decimals: number,
  usdRates: Readonly<Record<string, string | number | undefined>>,
): bigint | null {
  return accountCostUnits(usdCost, symbol, decimals, usdRates);
}

export type CreateAccountKeysState =
  | {
      readonly payer: "eosio";
      readonly ownerKey: string;
      readonly activeKey: string;
      /** The owner and active fields were filled with the payer account's own keys. */
      readonly reusePayerKeys: boolean;
    }
  | {
      readonly payer: "ethereum";
      readonly ownerKey: string;
      /** The account is controlled through the paying Ethereum address instead of a key. */
      readonly useEthAddress: boolean;
    };

/** The key field's problem, named after the field. */
const KEY_PROBLEM = {
  owner: msg("Owner key: {problem}"),
  active: msg("Active key: {problem}"),
} as const;

function keyMessages(field: keyof typeof KEY_PROBLEM, key: string): string[] {
  const result = parsePublicKey(key);
  return result.ok ? [] : [fillMessage(KEY_PROBLEM[field], { problem: result.error })];
}

/**
 * Step 3's Create Account button (spec 1 §5), implemented as written: for an EOSIO payer the owner key
 * must be valid, and the active key too when reusing the payer's keys (both fields then hold the
 * payer's owner and active keys; otherwise the single owner key serves as both, see accountKeys);
 * for an Ethereum payer the owner key must be valid unless the Ethereum address is used.
 */
export function createAccountKeysStatus(state: CreateAccountKeysState): FormStatus {
  const messages =
    state.payer === "eosio"
      ? [
          ...keyMessages("owner", state.ownerKey),
          ...(state.reusePayerKeys ? keyMessages("active", state.activeKey) : []),
        ]
      : state.useEthAddress
        ? []
        : keyMessages("owner", state.ownerKey);
  return messages.length === 0 ? submitStatus(CREATE_ACCOUNT) : disabledStatus(CREATE_ACCOUNT, messages);
}

/** The owner and active keys the new account gets (the active key is the owner key unless reused). */
export function accountKeys(state: CreateAccountKeysState): {
  readonly owner: string;
  readonly active: string;
} {
  if (state.payer === "eosio" && state.reusePayerKeys)
    return { owner: state.ownerKey, active: state.activeKey };
  return { owner: state.ownerKey, active: state.ownerKey };
}

/** The payment transfer's memo: new name, owner key and active key, comma-joined (spec 1 §7). */
export function accountCreationMemo(name: string, ownerKey: string, activeKey: string): string {
  return buildAccountMemo({ name, ownerKey, activeKey });
}

/**
 * Ethereum payment progress (spec 1 §4): 5% at the start; then min(n/3 x 100, 99) with the status
 * 'Transaction confirmation n/3'; at 3 confirmations the status says the account is being created.
 */
export function ethPaymentProgress(confirmations: number): {
  readonly percent: number;
  readonly status: string;
} {
  const required = ETH_CONFIRMATIONS_REQUIRED;
  const n = Math.max(0, Math.floor(confirmations));
  const status = n >= required ? TRANSACTION_CONFIRMED_ON_ETHEREUM : transactionConfirmation(n, required);
  const percent = n === 0 ? ETH_PAYMENT_PROGRESS_START_PERCENT : Math.min((n / required) * 100, 99);
  return { percent, status };
}
