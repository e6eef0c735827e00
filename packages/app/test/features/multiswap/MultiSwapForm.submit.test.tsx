// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ENTER_AN_AMOUNT, NO_TOKENS_SELECTED, SUBMIT } from "@ux/core/forms";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MultiSwapFormProps } from "../../../src/features/multiswap/MultiSwapForm";
import type { MultiSwapOrder } from "../../../src/features/multiswap/multiSwapOrder";
import { choosePool, chooseReceive, chooseSend, mainButton, renderForm } from "./renderMultiSwap";

afterEach(cleanup);

describe("info block and Summary View", () => {
  it("shows 'Swap Fee 0.2%' and 'LP Impact Fee 20%'", () => {
    renderForm();
    const fees = screen.getByTestId("multiswap-fees");
    expect(fees.textContent).toBe("Swap Fee0.2%LP Impact Fee20%");
  });

  it("is disabled until tokens are chosen, then shows Send and Receive tables with totals", () => {
    renderForm();
    expect((screen.getByTestId("multiswap-summary") as HTMLButtonElement).disabled).toBe(true);
    choosePool();
    chooseSend({ EOS: "1.5", UTX: "10" });
    chooseReceive({ EOS: "25", UXLP: "75" });
    fireEvent.click(screen.getByTestId("multiswap-summary"));
    const dialog = screen.getByRole("dialog", { name: "Summary View" });
    const headers = within(dialog)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "Token",
      "($) USD Value",
      "Token Amount",
      "Token",
      "($) USD Value",
      "Token Amount",
    ]);
    const cells = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells("multiswap-summary-send-EOS")).toEqual(["EOS", "3.75", "1.5000"]);
    expect(cells("multiswap-summary-send-UTX")).toEqual(["UTX", "1.00", "10.0000"]);
    expect(cells("multiswap-summary-send-total")).toEqual(["Total", "4.75", ""]);
    // 25% of $4.75 is $1.1875, shown rounded down; 2.8665 EOS and 4.2913 UXLP from the live pool.
    expect(cells("multiswap-summary-receive-EOS")).toEqual(["EOS (25%)", "1.18", "2.8665"]);
    expect(cells("multiswap-summary-receive-UXLP")).toEqual(["UXLP (75%)", "3.56", "4.2913"]);
    expect(cells("multiswap-summary-receive-total")).toEqual(["Total (100%)", "4.75", ""]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows dashes while a price or the estimate is unknown, and the refund warning", () => {
    renderForm({ summaryPools: undefined });
    choosePool();
    chooseSend({ EOS: "0.005" });
    fireEvent.click(screen.getByTestId("multiswap-summary"));
    const cells = within(screen.getByTestId("multiswap-summary-send-EOS"))
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual(["EOS", "—", "0.0050"]);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    chooseReceive({ UTX: "100" });
    fireEvent.click(screen.getByTestId("multiswap-summary"));
    expect(screen.getByText("Minimum is 0.01 EOS")).toBeTruthy();
  });
});

describe("Submit and Confirm", () => {
  function readyToSubmit(overrides: Partial<MultiSwapFormProps> = {}) {
    const rendered = renderForm(overrides);
    choosePool();
    chooseSend({ EOS: "1.5" });
    chooseReceive({ UTX: "100" });
    fireEvent.click(mainButton());
    return rendered;
  }

  it("Submit opens 'Confirm'; Confirm places the order and clears the form", async () => {
    const { props } = readyToSubmit();
    const dialog = screen.getByRole("dialog", { name: "Confirm" });
    expect(within(dialog).getByTestId("multiswap-summary-receive-UTX").textContent).toContain("1.4947");
    fireEvent.click(screen.getByTestId("multiswap-confirm"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const order = vi.mocked(props.onPlaceOrder).mock.calls[0]?.[0] as MultiSwapOrder;
    expect(order.pool.id).toBe(3);
    expect(order.send).toEqual([
      { token: { contract: "eosio.token", symbol: "EOS", decimals: 4 }, amount: 15_000n },
    ]);
    expect(order.outputs).toEqual([
      { token: { contract: "eosio.token", symbol: "UTX", decimals: 4 }, proportion: 10_000 },
    ]);
    expect(order.receive).toEqual([
      { token: { contract: "eosio.token", symbol: "UTX", decimals: 4 }, amount: 14_947n },
    ]);
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe(NO_TOKENS_SELECTED);
    expect(screen.getByTestId("multiswap-receive-select-summary").textContent).toBe(NO_TOKENS_SELECTED);
    expect(mainButton().textContent).toBe(ENTER_AN_AMOUNT);
    expect((screen.getByTestId("multiswap-pool") as HTMLSelectElement).value).toBe("3");
  });

  it("keeps the input when placing fails, and blocks the buttons while it runs", async () => {
    let reject: (error: Error) => void = () => undefined;
    const onPlaceOrder = vi.fn(
      () =>
        new Promise<void>((_, fail) => {
          reject = fail;
        }),
    );
    readyToSubmit({ onPlaceOrder });
    fireEvent.click(screen.getByTestId("multiswap-confirm"));
    await waitFor(() =>
      expect((screen.getByTestId("multiswap-confirm") as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    reject(new Error("User rejected signature"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe("1.5000 EOS");
    expect(screen.getByTestId("multiswap-receive-select-summary").textContent).toBe("100% UTX");
    expect(mainButton().textContent).toBe(SUBMIT);
    expect((mainButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("Cancel closes 'Confirm' without placing anything", () => {
    const { props } = readyToSubmit();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(props.onPlaceOrder).not.toHaveBeenCalled();
  });

  it("a double click on Confirm before the form re-renders places one order", () => {
    const onPlaceOrder = vi.fn(() => new Promise<void>(() => undefined));
    readyToSubmit({ onPlaceOrder });
    act(() => {
      fireEvent.click(screen.getByTestId("multiswap-confirm"));
      fireEvent.click(screen.getByTestId("multiswap-confirm"));
    });
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
  });

  it("an order reported failed that settles afterwards clears the form", async () => {
    let reject: (error: Error) => void = () => undefined;
    const onPlaceOrder = vi.fn(
      (_order: MultiSwapOrder, _onSettled?: () => void) =>
        new Promise<void>((_, fail) => {
          reject = fail;
        }),
    );
    readyToSubmit({ onPlaceOrder });
    fireEvent.click(screen.getByTestId("multiswap-confirm"));
    await act(async () => reject(new Error("confirmation failed")));
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe("1.5000 EOS");
    expect(mainButton().textContent).toBe(SUBMIT);
    // Its report arrives: the order settled after all.
    act(() => onPlaceOrder.mock.calls[0]?.[1]?.());
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe(NO_TOKENS_SELECTED);
    expect(screen.getByTestId("multiswap-receive-select-summary").textContent).toBe(NO_TOKENS_SELECTED);
    expect(mainButton().textContent).toBe(ENTER_AN_AMOUNT);
    expect((screen.getByTestId("multiswap-pool") as HTMLSelectElement).value).toBe("3");
  });
});
