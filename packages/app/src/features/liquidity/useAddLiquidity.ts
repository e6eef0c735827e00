import type { Pool } from "@ux/core/amm";
import { useMemo, useState } from "react";
import { balanceOf } from "../../shared/amm/ammWalletBalances";
import type { AmmSummary } from "../../shared/api/ammIndexer";
import { useAmmSummaryQuery } from "../../shared/query/useAmmSummaryQuery";
import { useSlippageTolerance } from "../../shared/slippage/useSlippageTolerance";
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
import { addPoolChoices } from "./liquidityPools";
import { poolUsdRates } from "./usdRates";
import { type FormState, type LiquidityData, useLiquidityData } from "./useLiquidityData";
import { usePoolInputs } from "./usePoolInputs";

/** Typed amounts fit a pool while they are one per asset. */
function fitsAddInputs(inputs: AddInputs, pool: Pool): boolean {
  return inputs.length === pool.assets.length;
}

/** The Add Liquidity form's state and actions over given data (the component tests drive this directly). */
export function useAddLiquidityForm(
  data: LiquidityData & { summary: AmmSummary | undefined },
): FormState<AddLiquidityFormProps> {
  const [mode, setMode] = useState<LiquidityMode>("balanced");
  const state = usePoolInputs<AddInputs>(data, addPoolChoices, fitsAddInputs);
  const { pool, busy } = state;
  const rates = useMemo(() => (pool ? poolUsdRates(data.summary, pool) : {}), [data.summary, pool]);
  const inputs = state.typed ?? (pool ? emptyAddInputs(pool) : []);
  const toleranceBps = useSlippageTolerance().bps;
  // Computed once: the minimum shown is the minimum the orders send.
  const model = addLiquidityModel({
    walletConnected: data.walletConnected,
    pool,
    inputs,
    balances: data.balances,
    balancesLoading: data.balancesLoading,
    rates,
    toleranceBps,
  });

  const update = (
    change: (ctx: AddContext, current: AddInputs) => AddInputs,
    nextMode: LiquidityMode = mode,
  ) => {
    if (pool) state.setInputs(change({ pool, mode: nextMode, rates }, inputs));
  };

  const submit = async () => {
    const amm = data.ammContract;
    if (!pool || amm === undefined || model.status.action !== "submit" || busy) return;
    await state.place(
      addLiquidityOrder({
        amm,
        pool,
        amounts: model.amounts,
        lpEstimate: model.estimate?.lpUnits ?? 0n,
        lpMinimums: model.estimate?.orderMinimums ?? [],
        lpBalance: balanceOf(data.balances, pool.lp),
      }),
      emptyAddInputs(pool),
    );
  };

  return {
    ...state.poolChoice,
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
  const summary = useAmmSummaryQuery().data;
  return useAddLiquidityForm({ ...useLiquidityData(), summary });
}
