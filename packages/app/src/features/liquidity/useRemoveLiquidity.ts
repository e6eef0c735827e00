import type { Pool } from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import { useState } from "react";
import { balanceOf } from "../../shared/amm/ammWalletBalances";
import { useSlippageTolerance } from "../../shared/slippage/useSlippageTolerance";
import type { LiquidityMode } from "./addLiquidityInputs";
import { removeLiquidityOrder } from "./liquidityOrders";
import { removePoolChoices } from "./liquidityPools";
import type { RemoveLiquidityFormProps } from "./RemoveLiquidityForm";
import {
  emptyRemoveInputs,
  lpShortcutText,
  maxLp,
  maxToToken,
  type RemoveInputs,
  setPercentage,
} from "./removeLiquidityInputs";
import { removeLiquidityModel } from "./removeLiquidityModel";
import { type FormState, type LiquidityData, useLiquidityData } from "./useLiquidityData";
import { usePoolInputs } from "./usePoolInputs";

/** Typed inputs fit a pool while they hold one percentage per asset. */
function fitsRemoveInputs(inputs: RemoveInputs, pool: Pool): boolean {
  return inputs.percentages.length === pool.assets.length;
}

/** The Remove Liquidity form's state and actions over given data (the component tests drive this directly). */
export function useRemoveLiquidityForm(data: LiquidityData): FormState<RemoveLiquidityFormProps> {
  const [mode, setMode] = useState<LiquidityMode>("balanced");
  const state = usePoolInputs<RemoveInputs>(data, removePoolChoices, fitsRemoveInputs);
  const { pool, busy } = state;
  const base = state.typed ?? (pool ? emptyRemoveInputs(pool) : { lpAmountText: "", percentages: [] });
  // The mode outlives a pool change; the amounts and percentages do not.
  const inputs: RemoveInputs = { ...base, mode };
  const lpBalance = pool && data.balances !== undefined ? balanceOf(data.balances, pool.lp) : undefined;
  const toleranceBps = useSlippageTolerance().bps;
  // Computed once: the minimums shown are the minimums the order sends.
  const model = removeLiquidityModel({
    walletConnected: data.walletConnected,
    pool,
    inputs,
    lpBalance,
    balancesLoading: data.balancesLoading,
    toleranceBps,
  });

  const update = (change: (current: RemoveInputs) => RemoveInputs) => {
    const next = change(inputs);
    setMode(next.mode);
    state.setInputs(next);
  };

  const submit = async () => {
    const amm = data.ammContract;
    if (!pool || amm === undefined || model.status.action !== "submit" || model.shares === null || busy)
      return;
    await state.place(
      removeLiquidityOrder({
        amm,
        pool,
        lpAmount: model.lpAmount,
        shares: model.shares,
        estimates: model.rows.map((row) => ({ token: row.token, amount: row.estimate })),
        minimums: model.rows.map((row) => ({ token: row.token, amount: row.minimum })),
        walletBalanceOf: (token: TokenWithDecimals) => balanceOf(data.balances, token),
      }),
      emptyRemoveInputs(pool, mode),
    );
  };

  return {
    ...state.poolChoice,
    mode,
    onModeChange: (next) => update((current) => ({ ...current, mode: next })),
    lpAmountText: inputs.lpAmountText,
    model,
    walletConnected: data.walletConnected,
    balancesLoading: data.balancesLoading,
    busy,
    onLpAmountChange: (text) => update((current) => ({ ...current, lpAmountText: text })),
    onLpShortcut: (percent) =>
      update((current) =>
        pool
          ? { ...current, lpAmountText: lpShortcutText(lpBalance ?? 0n, pool.lp.decimals, percent) }
          : current,
      ),
    onMax: () => update((current) => (pool ? maxLp(current, pool, lpBalance ?? 0n) : current)),
    onPercentChange: (symbol, text) => update((current) => setPercentage(current, symbol, text)),
    onTokenMax: (symbol) =>
      update((current) => (pool ? maxToToken(current, pool, lpBalance ?? 0n, symbol) : current)),
    onSubmit: () => void submit(),
  };
}

/** The Remove Liquidity tab's state over the live market. */
export function useRemoveLiquidity(): FormState<RemoveLiquidityFormProps> {
  return useRemoveLiquidityForm(useLiquidityData());
}
