import { type AmountField, readAmountField } from "./amountField";
import { connectWalletStatus, disabledStatus, type FormStatus, submitStatus } from "./formStatus";
import {
  ADJUST_YOUR_AMOUNTS,
  CHOOSE_THE_ASSETS,
  CONNECT_WALLET,
  ENTER_AN_AMOUNT,
  INSUFFICIENT_BALANCE,
  minimumIs,
  NO_MATCHING_POOL,
  noBridgedToken,
  SUBMIT,
} from "./messages";
import { formatLimit } from "./tokenMinimum";

export interface SwapToken {
  readonly symbol: string;
  readonly decimals: number;
  /** Available balance of the token in units. */
  readonly available: bigint;
  /** Minimum trade in units (see tokenMinimumUnits). */
  readonly min: bigint;
}

/** How the swap is routed: a pool holding both tokens, a hop through two UFX pools, or nothing. */
export type SwapRoute = "pool" | "ufx-hop" | "none";

export interface AmmSwapFormState {
  readonly walletConnected: boolean;
  readonly from: SwapToken | null;
  readonly to: SwapToken | null;
  readonly route: SwapRoute;
  /** The two amount fields as shown: one typed by the user, the other computed from the estimate. */
  readonly sendText: string;
  readonly receiveText: string;
}

function isPositive(field: AmountField): field is { kind: "value"; units: bigint } {
  return field.kind === "value" && field.units > 0n;
}

/**
 * The AMM Swap main button (spec 2 §5). The spec lists the texts without an order; ours follows the
 * form from top to bottom, so the user always sees the first thing to fix:
 *   'Connect Wallet' (no wallet) > 'Choose the assets' (a side has no token) > 'No matching pool found'
 *   (no pool and no UFX hop) > 'Enter an amount' (nothing positive typed on either side, or text that is
 *   not an amount: the parser's reason goes to messages) > 'Insufficient Balance' (send above the
 *   available balance) > 'Minimum is {min} {symbol}' (send below the from-token's min) > 'Adjust your
 *   amounts' (one side has no positive amount although the other has: the estimate could not produce
 *   it, e.g. the amount exceeds what the pool can give or rounds to nothing) > 'Submit'.
 */
export function ammSwapFormStatus(state: AmmSwapFormState): FormStatus {
  if (!state.walletConnected) return connectWalletStatus(CONNECT_WALLET);
  const { from, to } = state;
  if (from === null || to === null) return disabledStatus(CHOOSE_THE_ASSETS);
  if (state.route === "none") return disabledStatus(NO_MATCHING_POOL);
  const send = readAmountField(state.sendText, from.decimals);
  const receive = readAmountField(state.receiveText, to.decimals);
  const parseErrors = [send, receive].flatMap((field) => (field.kind === "invalid" ? [field.error] : []));
  if (parseErrors.length > 0) return disabledStatus(ENTER_AN_AMOUNT, parseErrors);
  if (!isPositive(send) && !isPositive(receive)) return disabledStatus(ENTER_AN_AMOUNT);
  if (isPositive(send)) {
    if (send.units > from.available) return disabledStatus(INSUFFICIENT_BALANCE);
    if (send.units < from.min)
      return disabledStatus(minimumIs(formatLimit(from.min, from.decimals), from.symbol));
  }
  if (!isPositive(send) || !isPositive(receive)) return disabledStatus(ADJUST_YOUR_AMOUNTS);
  return submitStatus(SUBMIT);
}

/**
 * The route (spec 2 §4): a direct pool when one matches; otherwise a hop through UFX, which needs both
 * tokens to have a UFX pair. Choosing UFX on either side forces a direct pool, so then there is no hop.
 */
export function swapRoute(
  fromSymbol: string,
  toSymbol: string,
  hasDirectPool: boolean,
  fromHasUfxPair: boolean,
  toHasUfxPair: boolean,
): SwapRoute {
  if (hasDirectPool) return "pool";
  if (fromSymbol === "UFX" || toSymbol === "UFX") return "none";
  return fromHasUfxPair && toHasUfxPair ? "ufx-hop" : "none";
}

export interface SwapTokenPair {
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * Choosing a token on one side (spec 2 §4): selecting the token already on the other side swaps the
 * other side back to this side's previous value, so the two sides never hold the same token.
 */
export function selectSwapToken(pair: SwapTokenPair, side: "from" | "to", symbol: string): SwapTokenPair {
  if (side === "from") return { from: symbol, to: pair.to === symbol ? pair.from : pair.to };
  return { from: pair.from === symbol ? pair.to : pair.from, to: symbol };
}

/** The swap-direction button: the two symbols change places (the caller clears the amounts). */
export function flipSwapTokens(pair: SwapTokenPair): SwapTokenPair {
  return { from: pair.to, to: pair.from };
}

/**
 * When the to-token list changes (spec 2 §4): the current to-token stays if still listed, otherwise it
 * falls back to the second entry of the list, or the first when there is only one (null if empty).
 */
export function fallbackToToken(current: string | null, list: readonly string[]): string | null {
  if (current !== null && list.includes(current)) return current;
  return list[1] ?? list[0] ?? null;
}

/**
 * The 'No bridged EOS available' warning (spec 2 §2): shown when a wallet is connected, EOS is the
 * from-token and its available balance is zero. Returns the text, or null when it is not shown.
 */
export function noBridgedEosWarning(walletConnected: boolean, from: SwapToken | null): string | null {
  return walletConnected && from !== null && from.symbol === "EOS" && from.available === 0n
    ? noBridgedToken("EOS")
    : null;
}
