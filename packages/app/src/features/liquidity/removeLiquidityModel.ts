import type { OrderOutput } from "@ux/core/amm";
import { estimateRemoveLiquidity, type Pool, sameToken } from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import {
  disabledStatus,
  type FormStatus,
  positiveUnits,
  readAmountField,
  removeLiquidityFormStatus,
} from "@ux/core/forms";
import { basisPointsToPercentText, formatDisplay } from "@ux/core/money";
import { plainToken } from "../../shared/amm/ammTokens";
import { msg } from "../../shared/i18n/msg";
import { protectedMinimum } from "../../shared/slippage/protectedMinimum";
import { percentTotalBasisPoints, type RemoveInputs, removeShares } from "./removeLiquidityInputs";

export interface RemoveTokenRow {
  readonly token: TokenWithDecimals;
  readonly percentText: string;
  /** Estimated amount received, 4 decimals rounded down; null without an estimate. */
  readonly estimateText: string | null;
  readonly estimate: bigint;
  /**
   * The least the order may pay in this token: core minimumReceived of the estimate at the tolerance,
   * rounded down to the 4 shown decimals (what the order sends); 0 without an estimate.
   */
  readonly minimum: bigint;
  /** The minimum as the estimate is shown, with the symbol; null when the order pays none of it. */
  readonly minimumText: string | null;
}

export interface RemoveLiquidityModel {
  readonly status: FormStatus;
  /** LP wallet balance, 4 decimals rounded down; null while unknown. */
  readonly lpBalanceText: string | null;
  readonly lpSymbol: string | null;
  /** The LP token's decimals (what the LP amount field accepts). */
  readonly lpDecimals: number;
  readonly rows: readonly RemoveTokenRow[];
  /** Unbalanced running total as percent text ('75'), null when a percentage cannot be read. */
  readonly percentTotalText: string | null;
  readonly percentTotalComplete: boolean;
  /** Why the pool would refund the order as things stand (core's reason), else null. */
  readonly estimateProblem: string | null;
  /** The LP amount in units (0 when not a positive amount) and the outputs: what submitting places. */
  readonly lpAmount: bigint;
  readonly shares: readonly OrderOutput[] | null;
}

export interface RemoveLiquidityModelInput {
  readonly walletConnected: boolean;
  readonly pool: Pool | undefined;
  readonly inputs: RemoveInputs;
  readonly lpBalance: bigint | undefined;
  readonly balancesLoading: boolean;
  /** The shared slippage tolerance (bps). */
  readonly toleranceBps: bigint;
}

/** ours: said under the estimate when the pool would refund the order as things stand. */
export const REMOVE_WOULD_BE_REFUNDED = msg("The pool cannot pay this out now; the order would be refunded.");

/**
 * Everything the Remove Liquidity view shows: the button (core removeLiquidityFormStatus), the LP balance,
 * the percentage total and the estimate per token (core estimateRemoveLiquidity on the live pool).
 */
export function removeLiquidityModel(input: RemoveLiquidityModelInput): RemoveLiquidityModel {
  const { pool, inputs } = input;
  const lpDecimals = pool?.lp.decimals ?? 0;
  const lpBalance = input.lpBalance ?? 0n;
  const computed = removeLiquidityFormStatus({
    walletConnected: input.walletConnected,
    poolChosen: pool !== undefined,
    lpAmountText: inputs.lpAmountText,
    lpDecimals,
    lpBalance,
    mode: inputs.mode,
    percentages: inputs.percentages,
  });
  const status =
    input.walletConnected && input.balancesLoading ? disabledStatus(computed.buttonText) : computed;
  const total = percentTotalBasisPoints(inputs.percentages);
  const base = {
    status,
    lpBalanceText:
      pool !== undefined && input.walletConnected && input.lpBalance !== undefined
        ? formatDisplay(lpBalance, lpDecimals)
        : null,
    lpSymbol: pool?.lp.symbol ?? null,
    lpDecimals,
    percentTotalText: total === null ? null : basisPointsToPercentText(total),
    percentTotalComplete: total === 10_000n,
  };
  if (pool === undefined) {
    return { ...base, rows: [], estimateProblem: null, lpAmount: 0n, shares: null };
  }
  const lpAmount = positiveUnits(readAmountField(inputs.lpAmountText, lpDecimals));
  const shares = removeShares(pool, inputs);
  const result = lpAmount > 0n && shares !== null ? estimateRemoveLiquidity(pool, lpAmount, shares) : null;
  const rows = pool.assets.map((asset): RemoveTokenRow => {
    const paid = result?.ok ? result.outputs.find((o) => sameToken(o.token, asset)) : undefined;
    const out = paid?.amount ?? 0n;
    const minimum = protectedMinimum(out, input.toleranceBps, asset.decimals);
    return {
      token: plainToken(asset),
      percentText: inputs.percentages.find((p) => p.symbol === asset.symbol)?.percentText ?? "",
      estimateText: result?.ok ? formatDisplay(out, asset.decimals) : null,
      estimate: out,
      minimum,
      minimumText: paid === undefined ? null : `${formatDisplay(minimum, asset.decimals)} ${asset.symbol}`,
    };
  });
  return {
    ...base,
    rows,
    estimateProblem: result !== null && !result.ok ? REMOVE_WOULD_BE_REFUNDED : null,
    lpAmount,
    shares,
  };
}
