import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
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
/** The pool select's values, the empty choice first. */
export const poolOptions = () =>
  [...(byTestId("liquidity-pool") as HTMLSelectElement).options].map((option) => option.value);
/** No wallet: no balances either; the pool is chosen so the fields show. */
export const WITHOUT_WALLET: HarnessOptions = {
  walletConnected: false,
  balances: undefined,
  poolName: "antelope",
};
export const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;
export const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;
export const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
export const choosePool = (name: string) =>
  fireEvent.change(byTestId("liquidity-pool"), { target: { value: name } });

/**
 * The submitting Add and Remove share, as their own tests: the order `expectOrder` checks is placed, the form
 * waits meanwhile and clears when it is placed (back to `emptyStatus`); a double click places one order; an
 * order reported failed whose report then says it settled clears the form after all; one that simply fails
 * keeps the amount typed.
 */
export function itSubmitsAndGuards(form: {
  render: typeof renderAdd;
  submitId: string;
  amountId: string;
  amount: string;
  emptyStatus: string;
  expectOrder(request: AmmOrderRequest): void;
}) {
  const submit = () => button(form.submitId);

  /** The form on "antelope" with the amount typed; placing its order waits until `answer` is called. */
  function renderWaiting() {
    let settle: (placed: boolean) => void = () => undefined;
    const place = vi.fn((_request: AmmOrderRequest) => new Promise<boolean>((r) => (settle = r)));
    form.render({ poolName: "antelope", place });
    type(form.amountId, form.amount);
    return { place, answer: (placed: boolean) => settle(placed) };
  }

  it("places the order, waits meanwhile, and clears the form when placed", async () => {
    const { place, answer } = renderWaiting();
    fireEvent.click(submit());
    expect(place).toHaveBeenCalledTimes(1);
    form.expectOrder(place.mock.calls[0]?.[0] as AmmOrderRequest);
    await waitFor(() => expect(submit().disabled).toBe(true));
    expect(field(form.amountId).disabled).toBe(true);
    await act(async () => answer(true));
    expect(field(form.amountId).value).toBe("");
    expect(submit().textContent).toBe(form.emptyStatus);
  });

  it("a double click before the form re-renders places one order", () => {
    const { place } = renderWaiting();
    act(() => {
      fireEvent.click(submit());
      fireEvent.click(submit());
    });
    expect(place).toHaveBeenCalledTimes(1);
  });

  it.each(["click", "Enter"])("keeps the amount when placing fails (submitted by %s)", async (how) => {
    const { place } = form.render({ poolName: "antelope", place: async () => false });
    type(form.amountId, form.amount);
    if (how === "click") fireEvent.click(submit());
    else fireEvent.submit(field(form.amountId).form as HTMLFormElement);
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(field(form.amountId).value).toBe(form.amount);
  });

  it("an order reported failed that settles afterwards clears the form", async () => {
    const { place, answer } = renderWaiting();
    fireEvent.click(submit());
    await act(async () => answer(false));
    expect(field(form.amountId).value).toBe(form.amount);
    // Its report arrives: the order settled after all.
    act(() => place.mock.calls[0]?.[0].onSettled?.());
    expect(field(form.amountId).value).toBe("");
    expect(submit().textContent).toBe(form.emptyStatus);
  });
}
