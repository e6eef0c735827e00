import { BASIS_POINTS_TOTAL } from "../money/moneyConstants";
import { parsePercentToBasisPoints } from "../money/proportion";
import { formatUserAmount } from "../money/userAmount";
import { readAmountField } from "./amountField";
import { connectWalletStatus, disabledStatus, type FormStatus, submitStatus } from "./formStatus";
import {
  CHOOSE_A_POOL,
  CONNECT_WALLET,
  ENTER_AN_LP_AMOUNT,
  INSUFFICIENT_LP_BALANCE,
  PERCENTAGES_NEED_100,
  REMOVE_LIQUIDITY,
} from "./messages";

export interface RemovePercentage {
  readonly symbol: string;
  readonly percentText: string;
}

export interface RemoveLiquidityFormState {
  readonly walletConnected: boolean;
  readonly poolChosen: boolean;
  readonly lpAmountText: string;
  readonly lpDecimals: number;
  readonly lpBalance: bigint;
  /** Balanced: out in pool proportions. Unbalanced: the user's percentages per token. */
  readonly mode: "balanced" | "unbalanced";
  readonly percentages: readonly RemovePercentage[];
}

/** Unbalanced percentages: each 0..100 (at most 2 decimals, empty = 0), summing to exactly 100. */
export function removePercentagesValid(percentages: readonly RemovePercentage[]): boolean {
  let total = 0n;
  for (const { percentText } of percentages) {
    if (percentText === "") continue;
    const result = parsePercentToBasisPoints(percentText);
    if (!result.ok) return false;
    total += result.units;
  }
  return total === BASIS_POINTS_TOTAL;
}

/**
 * The Remove Liquidity button (spec 2 §5). Order: 'Connect Wallet' > 'Choose a pool' > 'Enter an LP
 * amount' (empty, zero or not an amount; the parser's reason goes to messages) > 'Insufficient LP
 * Balance' > 'Percentages need to add up to 100%' (unbalanced mode only) > 'Remove Liquidity' (ours).
 */
export function removeLiquidityFormStatus(state: RemoveLiquidityFormState): FormStatus {
  if (!state.walletConnected) return connectWalletStatus(CONNECT_WALLET);
  if (!state.poolChosen) return disabledStatus(CHOOSE_A_POOL);
  const lp = readAmountField(state.lpAmountText, state.lpDecimals);
  if (lp.kind === "invalid") return disabledStatus(ENTER_AN_LP_AMOUNT, [lp.error]);
  if (lp.kind === "empty" || lp.units === 0n) return disabledStatus(ENTER_AN_LP_AMOUNT);
  if (lp.units > state.lpBalance) return disabledStatus(INSUFFICIENT_LP_BALANCE);
  if (state.mode === "unbalanced" && !removePercentagesValid(state.percentages)) {
    return disabledStatus(PERCENTAGES_NEED_100);
  }
  return submitStatus(REMOVE_LIQUIDITY);
}

export interface RemoveLiquidityMax {
  readonly lpAmountText: string;
  /** Set only for MAX on a token: 100 for that token, 0 for the others (unbalanced). */
  readonly percentages?: readonly RemovePercentage[];
}

/**
 * MAX (spec 2 §5): the LP amount becomes the full LP balance; MAX on a token also puts 100% on that
 * token and 0% on the others.
 */
export function removeLiquidityMax(
  lpBalance: bigint,
  lpDecimals: number,
  tokenSymbols: readonly string[],
  forToken?: string,
): RemoveLiquidityMax {
  const lpAmountText = formatUserAmount(lpBalance, lpDecimals);
  if (forToken === undefined) return { lpAmountText };
  return {
    lpAmountText,
    percentages: tokenSymbols.map((symbol) => ({ symbol, percentText: symbol === forToken ? "100" : "0" })),
  };
}
