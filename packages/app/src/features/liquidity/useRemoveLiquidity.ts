import type { TokenWithDecimals } from "@ux/core/amm/contract/tokenJson";
import { useMemo, useState } from "react";
import { balanceOf } from "../../shared/amm/ammWalletBalances";
import type { LiquidityMode } from "./addLiquidityInputs";
import { removeLiquidityOrder } from "./liquidityOrders";
import { chosenPool, removePoolChoices } from "./liquidityPools";
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

/** The Remove Liquidity form's state and actions over given data (the component tests drive this directly). */
export function useRemoveLiquidityForm(data: LiquidityData): FormState<RemoveLiquidityFormProps> {
  const [mode, setMode] = useState<LiquidityMode>("balanced");
  const [typed, setTyped] = useState<{ poolId: number; inputs: RemoveInputs } | null>(null);
  const [busy, setBusy] = useState(false);

  const choices = useMemo(() => removePoolChoices(data.entries ?? []), [data.entries]);
  const pool = chosenPool(choices, data.poolName)?.pool;
  const kept =
    pool !== undefined && typed?.poolId === pool.id && typed.inputs.percentages.length === pool.assets.length;
  const base = kept ? typed.inputs : pool ? emptyRemoveInputs(pool) : { lpAmountText: "", percentages: [] };
  // The mode outlives a pool change; the amounts and percentages do not.
  const inputs: RemoveInputs = { ...base, mode };
  const lpBalance = pool && data.balances !== undefined ? balanceOf(data.balances, pool.lp) : undefined;
  const model = removeLiquidityModel({
    walletConnected: data.walletConnected,
    pool,
    inputs,
    lpBalance,
    balancesLoading: data.balancesLoading,
  });

  const update = (change: (current: RemoveInputs) => RemoveInputs) => {
    const next = change(inputs);
    setMode(next.mode);
    if (pool) setTyped({ poolId: pool.id, inputs: next });
  };

  const submit = async () => {
    const amm = data.ammContract;
    if (!pool || amm === undefined || model.status.action !== "submit" || model.shares === null || busy)
      return;
    setBusy(true);
    const placed = await data.place(
      removeLiquidityOrder({
        amm,
        pool,
        lpAmount: model.lpAmount,
        shares: model.shares,
        estimates: model.rows.map((row) => ({ token: row.token, amount: row.estimate })),
        walletBalanceOf: (token: TokenWithDecimals) => balanceOf(data.balances, token),
      }),
    );
    setBusy(false);
    if (placed) setTyped({ poolId: pool.id, inputs: emptyRemoveInputs(pool, mode) });
  };

  return {
    pools:
      data.entries === undefined
        ? undefined
        : choices.map((entry) => ({ name: entry.pool.pool_name, description: entry.description })),
    poolName: data.poolName,
    onPoolChange: (poolName) => {
      setTyped(null);
      data.onPoolChange(poolName);
    },
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
