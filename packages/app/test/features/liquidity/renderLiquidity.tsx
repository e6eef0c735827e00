import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { vi } from "vitest";
import { AddLiquidityForm } from "../../../src/features/liquidity/AddLiquidityForm";
import { RemoveLiquidityForm } from "../../../src/features/liquidity/RemoveLiquidityForm";
import { useAddLiquidityForm } from "../../../src/features/liquidity/useAddLiquidity";
import type { LiquidityData } from "../../../src/features/liquidity/useLiquidityData";
import { useRemoveLiquidityForm } from "../../../src/features/liquidity/useRemoveLiquidity";
import type { AmmOrderRequest } from "../../../src/shared/amm/ammOrderRequest";
import { balances, ENTRIES, SUMMARY } from "./fixtures";

/** UTX 1000.0000, USDT 1.234567, LP1 10.0003; nothing of the other tokens. */
export const WALLET = balances({ UTX: 1_000_0000n, USDT: 1_234_567n, LP1: 100_003n });

export interface HarnessOptions extends Partial<Omit<LiquidityData, "poolName" | "onPoolChange">> {
  poolName?: string;
}

function useHarnessData(options: HarnessOptions) {
  const [poolName, setPoolName] = useState(options.poolName ?? "");
  return {
    entries: ENTRIES,
    ammContract: "amm.ux",
    walletConnected: true,
    balances: WALLET,
    balancesLoading: false,
    place: async () => true,
    ...options,
    poolName,
    onPoolChange: setPoolName,
  };
}

/** The real form state hooks over fixture data, without the network: what the tab renders. */
export function renderAdd(options: HarnessOptions = {}) {
  const place = vi.fn(options.place ?? (async (_request: AmmOrderRequest) => true));
  const onConnectWallet = vi.fn();
  function Harness() {
    const state = useAddLiquidityForm({ ...useHarnessData({ ...options, place }), summary: SUMMARY });
    return <AddLiquidityForm {...state} onConnectWallet={onConnectWallet} />;
  }
  render(<Harness />);
  return { place, onConnectWallet };
}

export function renderRemove(options: HarnessOptions = {}) {
  const place = vi.fn(options.place ?? (async (_request: AmmOrderRequest) => true));
  const onConnectWallet = vi.fn();
  function Harness() {
    const state = useRemoveLiquidityForm(useHarnessData({ ...options, place }));
    return <RemoveLiquidityForm {...state} onConnectWallet={onConnectWallet} />;
  }
  render(<Harness />);
  return { place, onConnectWallet };
}

export const byTestId = (id: string) => screen.getByTestId(id);
export const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;
export const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;
export const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
export const choosePool = (name: string) =>
  fireEvent.change(byTestId("liquidity-pool"), { target: { value: name } });
