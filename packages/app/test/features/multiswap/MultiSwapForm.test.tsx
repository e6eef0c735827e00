// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import {
  CHOOSE_A_POOL,
  EDIT_TOKENS,
  ENTER_AN_AMOUNT,
  INSUFFICIENT_BALANCE,
  NO_TOKENS_SELECTED,
  PERCENTAGES_NEED_100,
  SELECT_TOKENS,
  SUBMIT,
} from "@ux/core/forms";
import { afterEach, describe, expect, it } from "vitest";
import { NO_POOLS, POOLS_NOT_LOADED } from "../../../src/features/multiswap/multiSwapPools";
import { expectConnectWalletButton } from "../../shared/ui/connectWalletButton";
import { ENTRIES } from "./fixtures";
import { choosePool, chooseReceive, chooseSend, mainButton, renderForm } from "./renderMultiSwap";

afterEach(cleanup);

describe("main button texts (core multiSwapFormStatus)", () => {
  it("'Connect Wallet' without a wallet: enabled, and it opens the login", () => {
    const { props } = renderForm({ walletConnected: false, balances: undefined });
    expectConnectWalletButton(() => mainButton() as HTMLButtonElement, props.onConnectWallet);
  });

  it("'Choose a pool', then 'Enter an amount', then the percentages, then 'Submit'", () => {
    renderForm();
    expect(mainButton().textContent).toBe(CHOOSE_A_POOL);
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    choosePool();
    expect(mainButton().textContent).toBe(ENTER_AN_AMOUNT);
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    chooseSend({ EOS: "1.5" });
    expect(mainButton().textContent).toBe(PERCENTAGES_NEED_100);
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    chooseReceive({ UTX: "100" });
    expect(mainButton().textContent).toBe(SUBMIT);
    expect((mainButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("zero amounts do not count: still 'Enter an amount'", () => {
    renderForm();
    choosePool();
    chooseSend({ EOS: "0", UTX: "0.0000" });
    expect(mainButton().textContent).toBe(ENTER_AN_AMOUNT);
  });

  it("'Insufficient Balance' when the wallet balance falls below a confirmed amount", () => {
    const { rerender } = renderForm();
    choosePool();
    chooseSend({ EOS: "20" });
    chooseReceive({ UTX: "100" });
    expect(mainButton().textContent).toBe(SUBMIT);
    rerender({ balances: new Map([["EOS@eosio.token", 10_000n]]) });
    expect(mainButton().textContent).toBe(INSUFFICIENT_BALANCE);
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("pool choice", () => {
  it("shows a loading state, a failure and an empty list", () => {
    const { rerender } = renderForm({ pools: undefined });
    expect(screen.getByRole("status", { name: "Loading pools" })).toBeTruthy();
    rerender({ pools: undefined, poolsFailed: true });
    expect(screen.getByRole("alert").textContent).toBe(POOLS_NOT_LOADED);
    rerender({ pools: [] });
    expect(screen.getByText(NO_POOLS)).toBeTruthy();
  });

  it("offers the pools it is given (UFX pools are hidden by the page) and resets on change", () => {
    renderForm({ pools: ENTRIES });
    const options = within(screen.getByTestId("multiswap-pool")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Select a pool", "antelope", "ufx-eos"]);
    choosePool("3");
    chooseSend({ EOS: "1" });
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe("1.0000 EOS");
    choosePool("7");
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe(NO_TOKENS_SELECTED);
  });
});

describe("token sides", () => {
  it("show 'No Tokens Selected' with 'Select Tokens', then the list with 'Edit Tokens'", () => {
    renderForm();
    choosePool();
    for (const side of ["send", "receive"]) {
      expect(screen.getByTestId(`multiswap-${side}-select-summary`).textContent).toBe(NO_TOKENS_SELECTED);
      expect(screen.getByTestId(`multiswap-${side}-select`).textContent).toBe(SELECT_TOKENS);
    }
    chooseSend({ EOS: "1.5", UXLP: "2" });
    chooseReceive({ EOS: "40", UTX: "60" });
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe("1.5000 EOS, 2.0000 UXLP");
    expect(screen.getByTestId("multiswap-receive-select-summary").textContent).toBe("40% EOS, 60% UTX");
    expect(screen.getByTestId("multiswap-send-select").textContent).toBe(EDIT_TOKENS);
    expect(screen.getByTestId("multiswap-receive-select").textContent).toBe(EDIT_TOKENS);
  });

  it("without a wallet the Select Tokens buttons open the login instead of a dialog", () => {
    const { props } = renderForm({ walletConnected: false, balances: undefined });
    choosePool();
    fireEvent.click(screen.getByTestId("multiswap-send-select"));
    fireEvent.click(screen.getByTestId("multiswap-receive-select"));
    expect(props.onConnectWallet).toHaveBeenCalledTimes(2);
    expect(props.onConnectWallet).toHaveBeenNthCalledWith(1, screen.getByTestId("multiswap-send-select"));
    expect(props.onConnectWallet).toHaveBeenNthCalledWith(2, screen.getByTestId("multiswap-receive-select"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("with a wallet but no pool the Select Tokens buttons are disabled", () => {
    renderForm();
    expect((screen.getByTestId("multiswap-send-select") as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId("multiswap-receive-select") as HTMLButtonElement).disabled).toBe(true);
  });
});
