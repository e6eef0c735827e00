import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { expect, it, vi } from "vitest";
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

/**
 * The submit guards Add and Remove share, as their own tests: a double click places one order, and an order
 * reported failed whose report then says it settled clears the form after all (back to `emptyStatus`).
 */
export function itGuardsTheSubmit(form: {
  render: typeof renderAdd;
  submitId: string;
  amountId: string;
  amount: string;
  emptyStatus: string;
}) {
  const submit = () => button(form.submitId);

  it("a double click before the form re-renders places one order", () => {
    const place = vi.fn((_request: AmmOrderRequest) => new Promise<boolean>(() => undefined));
    form.render({ poolName: "antelope", place });
    type(form.amountId, form.amount);
    act(() => {
      fireEvent.click(submit());
      fireEvent.click(submit());
    });
    expect(place).toHaveBeenCalledTimes(1);
  });

  it("an order reported failed that settles afterwards clears the form", async () => {
    let fail: (placed: boolean) => void = () => undefined;
    const place = vi.fn((_request: AmmOrderRequest) => new Promise<boolean>((r) => (fail = r)));
    form.render({ poolName: "antelope", place });
    type(form.amountId, form.amount);
    fireEvent.click(submit());
    await act(async () => fail(false));
    expect(field(form.amountId).value).toBe(form.amount);
    // Its report arrives: the order settled after all.
    act(() => place.mock.calls[0]?.[0].onSettled?.());
    expect(field(form.amountId).value).toBe("");
    expect(submit().textContent).toBe(form.emptyStatus);
  });
}
