import { useMemo, useState } from "react";
import { balanceOf } from "../../shared/amm/ammWalletBalances";
import type { AmmSummary } from "../../shared/api/ammIndexer";
import { useAmmSummary } from "../../shared/api/useAmmSummary";
import type { AddLiquidityFormProps } from "./AddLiquidityForm";
import {
  type AddContext,
  type AddInputs,
  emptyAddInputs,
  type LiquidityMode,
  maxAddAmount,
  switchAddMode,
  typeAddAmount,
  typeAddUsd,
} from "./addLiquidityInputs";
import { addLiquidityModel } from "./addLiquidityModel";
import { addLiquidityOrder } from "./liquidityOrders";
import { addPoolChoices, chosenPool } from "./liquidityPools";
import { poolUsdRates } from "./usdRates";
import { type FormState, type LiquidityData, useLiquidityData } from "./useLiquidityData";

/** The Add Liquidity form's state and actions over given data (the component tests drive this directly). */
export function useAddLiquidityForm(
  data: LiquidityData & { summary: AmmSummary | undefined },
): FormState<AddLiquidityFormProps> {
  const [mode, setMode] = useState<LiquidityMode>("balanced");
  // Inputs belong to one pool: another pool (or a pool whose assets changed) starts empty.
  const [typed, setTyped] = useState<{ poolId: number; inputs: AddInputs } | null>(null);
  const [busy, setBusy] = useState(false);

  const choices = useMemo(() => addPoolChoices(data.entries ?? []), [data.entries]);
  const pool = chosenPool(choices, data.poolName)?.pool;
  const rates = useMemo(() => (pool ? poolUsdRates(data.summary, pool) : {}), [data.summary, pool]);
  const kept = pool !== undefined && typed?.poolId === pool.id && typed.inputs.length === pool.assets.length;
  const inputs = kept ? typed.inputs : pool ? emptyAddInputs(pool) : [];
  const model = addLiquidityModel({
    walletConnected: data.walletConnected,
    pool,
    inputs,
    balances: data.balances,
    balancesLoading: data.balancesLoading,
    rates,
  });

  const update = (
    change: (ctx: AddContext, current: AddInputs) => AddInputs,
    nextMode: LiquidityMode = mode,
  ) => {
    if (pool) setTyped({ poolId: pool.id, inputs: change({ pool, mode: nextMode, rates }, inputs) });
  };

  const submit = async () => {
    const amm = data.ammContract;
    if (!pool || amm === undefined || model.status.action !== "submit" || busy) return;
    setBusy(true);
    const placed = await data.place(
      addLiquidityOrder({
        amm,
        pool,
        amounts: model.amounts,
        lpEstimate: model.estimate?.lpUnits ?? 0n,
        lpBalance: balanceOf(data.balances, pool.lp),
      }),
    );
    setBusy(false);
    if (placed) setTyped({ poolId: pool.id, inputs: emptyAddInputs(pool) });
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
    onModeChange: (next) => {
      setMode(next);
      update(switchAddMode, next);
    },
    model,
    walletConnected: data.walletConnected,
    balancesLoading: data.balancesLoading,
    busy,
    onAmountChange: (index, text) => update((ctx, current) => typeAddAmount(ctx, current, index, text)),
    onUsdChange: (index, text) => update((ctx, current) => typeAddUsd(ctx, current, index, text)),
    onMax: (index) => {
      const asset = pool?.assets[index];
      if (asset) update((ctx, current) => maxAddAmount(ctx, current, index, balanceOf(data.balances, asset)));
    },
    onSubmit: () => void submit(),
  };
}

/** The Add Liquidity tab's state over the live market. */
export function useAddLiquidity(): FormState<AddLiquidityFormProps> {
  const summary = useAmmSummary().data;
  return useAddLiquidityForm({ ...useLiquidityData(), summary });
}
