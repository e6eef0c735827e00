import { fireEvent, render, screen } from "@testing-library/react";
import { vi } from "vitest";
import { SwapForm, type SwapFormProps } from "../../../src/features/swap/SwapForm";
import { readSwapQuery } from "../../../src/features/swap/swapQuery";
import { BALANCES, ENTRIES, TOKENS } from "./fixtures";

/** Renders the swap form on the fixtures' AMM with a wallet and balances; `search` is the page's query. */
export function renderSwap(search = "", overrides: Partial<SwapFormProps> = {}) {
  const props: SwapFormProps = {
    market: {
      ammContract: "amm.ux",
      pools: ENTRIES,
      tokens: TOKENS,
      balances: BALANCES,
      walletConnected: true,
    },
    loadFailed: false,
    balancesLoading: false,
    query: readSwapQuery(new URLSearchParams(search)),
    onPlaceOrder: vi.fn(async () => undefined),
    onConnectWallet: vi.fn(),
    onOpenBridge: vi.fn(),
    ...overrides,
  };
  const view = render(<SwapForm {...props} />);
  return {
    props,
    rerender: (next: Partial<SwapFormProps>) => view.rerender(<SwapForm {...props} {...next} />),
  };
}

export const amountInput = (side: "from" | "to") =>
  screen.getByTestId(`swap-${side}-amount`).querySelector("input") as HTMLInputElement;
export const typeAmount = (side: "from" | "to", value: string) =>
  fireEvent.change(amountInput(side), { target: { value } });
export const mainButton = () => screen.getByTestId("swap-submit") as HTMLButtonElement;
export const text = (testId: string) => screen.getByTestId(testId).textContent;

export function pickToken(side: "from" | "to", symbol: string) {
  fireEvent.click(screen.getByTestId(`swap-${side}-token`));
  fireEvent.click(screen.getByTestId(`swap-token-option-${symbol}`));
}

/** The fixtures' market with other balances (undefined = not loaded). */
export function marketWith(balances: ReadonlyMap<string, bigint> | undefined) {
  return { ammContract: "amm.ux", pools: ENTRIES, tokens: TOKENS, balances, walletConnected: true };
}

/** A connected wallet's market before the pools (and so the tokens and balances) have loaded. */
export const MARKET_LOADING = { ...marketWith(undefined), pools: undefined, tokens: [] };
