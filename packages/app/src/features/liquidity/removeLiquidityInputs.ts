import type { OrderOutput } from "@ux/core/amm";
import { type Pool, tokenId } from "@ux/core/amm";
import { type RemovePercentage, removeLiquidityMax, removePercentagesValid } from "@ux/core/forms";
import {
  basisPointsToPercentText,
  formatUserAmount,
  parsePercentToBasisPoints,
  percentToBasisPoints,
  shareOfBasisPoints,
} from "@ux/core/money";
import type { LiquidityMode } from "./addLiquidityInputs";

/** The Remove Liquidity form as typed: the LP amount, the mode, and (unbalanced) a percentage per asset. */
export interface RemoveInputs {
  readonly lpAmountText: string;
  readonly mode: LiquidityMode;
  readonly percentages: readonly RemovePercentage[];
}

/** The LP shortcuts: these percentages of the LP balance. */
export const LP_SHORTCUT_PERCENTS = [25, 50, 75, 100] as const;
export type LpShortcutPercent = (typeof LP_SHORTCUT_PERCENTS)[number];

/** The pool weights as percentages: a starting split that adds up to 100 and matches balanced mode. */
export function weightPercentages(pool: Pool): RemovePercentage[] {
  return pool.assets.map((asset) => ({
    symbol: asset.symbol,
    percentText: basisPointsToPercentText(asset.weight),
  }));
}

export function emptyRemoveInputs(pool: Pool, mode: LiquidityMode = "balanced"): RemoveInputs {
  return { lpAmountText: "", mode, percentages: weightPercentages(pool) };
}

/** {percent}% of the LP balance, rounded down to a whole LP unit (never more than the balance). */
export function lpShortcutText(lpBalance: bigint, lpDecimals: number, percent: LpShortcutPercent): string {
  return formatUserAmount(shareOfBasisPoints(lpBalance, percentToBasisPoints(percent)), lpDecimals);
}

export function setPercentage(inputs: RemoveInputs, symbol: string, percentText: string): RemoveInputs {
  return {
    ...inputs,
    percentages: inputs.percentages.map((p) => (p.symbol === symbol ? { symbol, percentText } : p)),
  };
}

/** MAX on a token (core removeLiquidityMax): the whole LP balance, 100% to that token, unbalanced. */
export function maxToToken(
  inputs: RemoveInputs,
  pool: Pool,
  lpBalance: bigint,
  symbol: string,
): RemoveInputs {
  const max = removeLiquidityMax(
    lpBalance,
    pool.lp.decimals,
    pool.assets.map((a) => a.symbol),
    symbol,
  );
  return {
    mode: "unbalanced",
    lpAmountText: max.lpAmountText,
    percentages: max.percentages ?? inputs.percentages,
  };
}

/** MAX on the LP amount: the whole LP balance, percentages unchanged. */
export function maxLp(inputs: RemoveInputs, pool: Pool, lpBalance: bigint): RemoveInputs {
  const max = removeLiquidityMax(
    lpBalance,
    pool.lp.decimals,
    pool.assets.map((a) => a.symbol),
  );
  return { ...inputs, lpAmountText: max.lpAmountText };
}

/** Sum of the valid percentages in basis points (empty counts 0); null when one cannot be read. */
export function percentTotalBasisPoints(percentages: readonly RemovePercentage[]): bigint | null {
  let total = 0n;
  for (const { percentText } of percentages) {
    if (percentText === "") continue;
    const parsed = parsePercentToBasisPoints(percentText);
    if (!parsed.ok) return null;
    total += parsed.units;
  }
  return total;
}

/**
 * The placeorder outputs of the removal: balanced = the pool's weights (its proportions), unbalanced = the
 * user's percentages x 100. Null while the percentages are not a valid split (each 0..100, total 100).
 * Zero shares stay in the list (core estimateRemoveLiquidity drops them from the order).
 */
export function removeShares(pool: Pool, inputs: RemoveInputs): OrderOutput[] | null {
  if (inputs.mode === "balanced") {
    return pool.assets.map((asset) => ({ token: tokenId(asset), proportion: asset.weight }));
  }
  if (!removePercentagesValid(inputs.percentages)) return null;
  return pool.assets.map((asset) => {
    const text = inputs.percentages.find((p) => p.symbol === asset.symbol)?.percentText ?? "";
    const parsed = text === "" ? null : parsePercentToBasisPoints(text);
    return { token: tokenId(asset), proportion: parsed?.ok ? Number(parsed.units) : 0 };
  });
}
