import {
  countedSendEntries,
  type MultiSwapReceiveEntry,
  type MultiSwapSendEntry,
  multiSwapProportions,
  positiveUnits,
  readAmountField,
} from "@ux/core/forms";
import { basisPointsToPercentText, formatDisplayWithSymbol } from "@ux/core/money";
import type { AmmToken } from "../../shared/amm/ammTokens";
import { type AmmWalletBalances, balanceOf } from "../../shared/amm/ammWalletBalances";

/** What the user typed, by token symbol (a pool's tokens have distinct symbols). */
export type FieldTexts = Readonly<Record<string, string>>;

/** The core send entries of a pool's tokens: wallet balance (0 when unknown) and the typed amount. */
export function sendEntriesOf(
  tokens: readonly AmmToken[],
  balances: AmmWalletBalances | undefined,
  amounts: FieldTexts,
): MultiSwapSendEntry[] {
  return tokens.map((token) => ({
    symbol: token.symbol,
    decimals: token.decimals,
    available: balanceOf(balances, token),
    amountText: amounts[token.symbol] ?? "",
  }));
}

/** The core receive entries of a pool's tokens with the typed percentages. */
export function receiveEntriesOf(tokens: readonly AmmToken[], percents: FieldTexts): MultiSwapReceiveEntry[] {
  return tokens.map((token) => ({ symbol: token.symbol, percentText: percents[token.symbol] ?? "" }));
}

/**
 * Send tokens that count (a positive amount), as the side shows them: the amount to 4 decimals whatever was
 * typed ('1.5' EOS -> '1.5000 EOS'; spec: displayed amounts to 4 decimals).
 */
export function chosenSendLabels(send: readonly MultiSwapSendEntry[]): string[] {
  return countedSendEntries(send).map((entry) =>
    formatDisplayWithSymbol(
      positiveUnits(readAmountField(entry.amountText, entry.decimals)),
      entry.decimals,
      entry.symbol,
    ),
  );
}

/** Receive tokens that count (a positive percentage), as the side shows them: '50% EOS'. */
export function chosenReceiveLabels(receive: readonly MultiSwapReceiveEntry[]): string[] {
  return multiSwapProportions(receive).map(
    ({ symbol, proportion }) => `${basisPointsToPercentText(proportion)}% ${symbol}`,
  );
}
