import { fireEvent, render, screen } from "@testing-library/react";
import { vi } from "vitest";
import { MultiSwapForm, type MultiSwapFormProps } from "../../../src/features/multiswap/MultiSwapForm";
import { multiSwapPools } from "../../../src/features/multiswap/multiSwapPools";
import { BALANCES, ENTRIES, SUMMARY_POOLS } from "./fixtures";

/** Renders the form with the fixtures' pools, a wallet and balances; steps shared by the component tests. */
export function renderForm(overrides: Partial<MultiSwapFormProps> = {}) {
  const props: MultiSwapFormProps = {
    pools: multiSwapPools(ENTRIES),
    poolsFailed: false,
    walletConnected: true,
    balances: BALANCES,
    balancesLoading: false,
    summaryPools: SUMMARY_POOLS,
    mobile: false,
    onConnectWallet: vi.fn(),
    onPlaceOrder: vi.fn(async () => undefined),
    ...overrides,
  };
  const view = render(<MultiSwapForm {...props} />);
  return {
    props,
    view,
    rerender: (next: Partial<MultiSwapFormProps>) => view.rerender(<MultiSwapForm {...props} {...next} />),
  };
}

export const mainButton = () => screen.getByTestId("multiswap-submit");
export const continueButton = () => screen.getByTestId("multiswap-dialog-continue");
export const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
export const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

export function choosePool(id = "3") {
  fireEvent.change(screen.getByTestId("multiswap-pool"), { target: { value: id } });
}

export function chooseSend(amounts: Record<string, string>) {
  fireEvent.click(screen.getByTestId("multiswap-send-select"));
  for (const [symbol, value] of Object.entries(amounts)) type(`multiswap-send-amount-${symbol}`, value);
  fireEvent.click(continueButton());
}

export function chooseReceive(percents: Record<string, string>) {
  fireEvent.click(screen.getByTestId("multiswap-receive-select"));
  for (const [symbol, value] of Object.entries(percents)) type(`multiswap-receive-percent-${symbol}`, value);
  fireEvent.click(continueButton());
}
