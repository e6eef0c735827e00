import { readAmountField } from "./amountField";
import { connectWalletStatus, disabledStatus, type FormStatus, submitStatus } from "./formStatus";
import {
  AMOUNT_NOT_ENTERED,
  CHOOSE_A_TOKEN,
  CONNECT_WALLETS,
  INSUFFICIENT_FUNDS,
  TRANSFER,
} from "./messages";

export interface BridgeToken {
  readonly symbol: string;
  readonly decimals: number;
  /** Balance on the source chain, in units. */
  readonly balance: bigint;
}

export interface BridgeFormState {
  readonly sourceWalletConnected: boolean;
  readonly destinationWalletConnected: boolean;
  readonly token: BridgeToken | null;
  readonly amountText: string;
}

/**
 * The bridge transfer button (spec 2 §5): disabled unless both wallets are connected, a token is
 * chosen, and the amount is non-zero and not above the balance. Order: 'Connect Wallets' (either wallet
 * missing; clicking connects) > 'Choose a token' (ours) > 'Amount not entered' (empty, zero or not an
 * amount) > 'Insufficient Funds' > 'Transfer' (ours).
 */
export function bridgeFormStatus(state: BridgeFormState): FormStatus {
  if (!state.sourceWalletConnected || !state.destinationWalletConnected) {
    return connectWalletStatus(CONNECT_WALLETS);
  }
  if (state.token === null) return disabledStatus(CHOOSE_A_TOKEN);
  const amount = readAmountField(state.amountText, state.token.decimals);
  if (amount.kind === "invalid") return disabledStatus(AMOUNT_NOT_ENTERED, [amount.error]);
  if (amount.kind === "empty" || amount.units === 0n) return disabledStatus(AMOUNT_NOT_ENTERED);
  if (amount.units > state.token.balance) return disabledStatus(INSUFFICIENT_FUNDS);
  return submitStatus(TRANSFER);
}

/** A negative amount typed into the bridge field is reset to 0 (spec 2 §5); anything else is kept. */
export function normalizeBridgeAmountInput(text: string): string {
  return /^\s*[-\u2212]/u.test(text) ? "0" : text;
}

export interface BridgeChains {
  readonly source: string;
  readonly destination: string;
}

/**
 * Changing a chain (spec 2 §4): source and destination must differ, so choosing on one side the chain
 * held by the other side switches the other side to the first option different from the new choice.
 */
export function selectBridgeChain(
  options: readonly string[],
  chains: BridgeChains,
  side: "source" | "destination",
  chain: string,
): BridgeChains {
  const other = side === "source" ? chains.destination : chains.source;
  const nextOther = other === chain ? (options.find((option) => option !== chain) ?? other) : other;
  return side === "source"
    ? { source: chain, destination: nextOther }
    : { source: nextOther, destination: chain };
}

/** Token search: case-insensitive match of the query anywhere in the symbol (empty query: all). */
export function filterTokensBySymbol<T extends { readonly symbol: string }>(
  tokens: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toUpperCase();
  return tokens.filter((token) => token.symbol.toUpperCase().includes(needle));
}
