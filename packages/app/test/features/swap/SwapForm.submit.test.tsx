// @vitest-environment happy-dom
import { act, cleanup, fireEvent, waitFor } from "@testing-library/react";
import { ENTER_AN_AMOUNT } from "@ux/core/forms";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SwapFormProps } from "../../../src/features/swap/SwapForm";
import type { AmmOrderRequest } from "../../../src/shared/amm/ammOrderRequest";
import { amountInput, mainButton, renderSwap, typeAmount } from "./renderSwap";

afterEach(cleanup);

/** An onPlaceOrder whose placement stays pending until the test makes it fail. */
function failingPlacement() {
  let reject: (error: Error) => void = () => undefined;
  const onPlaceOrder = vi.fn((_request: AmmOrderRequest) => new Promise<unknown>((_, r) => (reject = r)));
  return { onPlaceOrder, fail: (error: Error) => reject(error) };
}

/** The swap at `query` with "10" typed as the from amount, the main button clicked. */
function submitTen(query: string, onPlaceOrder: SwapFormProps["onPlaceOrder"]) {
  renderSwap(query, { onPlaceOrder });
  typeAmount("from", "10");
  fireEvent.click(mainButton());
}

/** The first placed order's report arrives: it settled. */
const settleFirst = (onPlaceOrder: { mock: { calls: [AmmOrderRequest][] } }) =>
  act(() => onPlaceOrder.mock.calls[0]?.[0].onSettled?.());

describe("submitting", () => {
  it("places an 'AMM Swap' order with the shown amounts and clears them on success", async () => {
    const onPlaceOrder = vi.fn(async (_request: AmmOrderRequest) => undefined);
    submitTen("from=USDT&to=UTX", onPlaceOrder);
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
    const request = onPlaceOrder.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      type: "AMM Swap",
      pools: [{ id: 1, name: "usdt-utx" }],
      ufxHop: false,
      send: [{ amount: 10_0000n }],
      receive: [{ amount: 997_900n }],
    });
    // UTX is held already: no open of the to-token.
    const names = request?.buildActions({ actor: "alice", permission: "active" }).map((a) => a.name);
    expect(names).toEqual(["open", "transfer", "placeorder"]);
    await waitFor(() => expect(amountInput("from").value).toBe(""));
    expect(amountInput("to").value).toBe("");
  });

  it("keeps the amounts when placing fails; the button spins meanwhile", async () => {
    const { onPlaceOrder, fail } = failingPlacement();
    submitTen("from=EOS&to=USDT", onPlaceOrder);
    expect(mainButton().disabled).toBe(true);
    expect(mainButton().getAttribute("aria-busy")).toBe("true");
    expect(onPlaceOrder.mock.calls[0]?.[0]).toMatchObject({
      ufxHop: true,
      pools: [
        { id: 3, name: "ufx-eos" },
        { id: 4, name: "ufx-usdt" },
      ],
    });
    await act(async () => fail(new Error("declined")));
    expect(mainButton().disabled).toBe(false);
    expect(amountInput("from").value).toBe("10");
    expect(amountInput("to").value).toBe("7.9654");
  });

  it("Enter in an amount field submits; opens the to-token the wallet lacks", () => {
    const onPlaceOrder = vi.fn(async (_request: AmmOrderRequest) => undefined);
    renderSwap("from=UTX&to=UTXRAM", { onPlaceOrder });
    typeAmount("from", "10");
    fireEvent.submit(amountInput("from").closest("form") as HTMLFormElement);
    const names = onPlaceOrder.mock.calls[0]?.[0]
      .buildActions({ actor: "alice", permission: "active" })
      .map((a) => a.name);
    expect(names).toEqual(["open", "open", "transfer", "placeorder"]);
  });

  it("a disabled state never submits", () => {
    const onPlaceOrder = vi.fn(async () => undefined);
    renderSwap("from=UTX&to=UTXRAM", { onPlaceOrder });
    typeAmount("from", "5000");
    fireEvent.submit(amountInput("from").closest("form") as HTMLFormElement);
    expect(onPlaceOrder).not.toHaveBeenCalled();
  });

  it("a double click before the form re-renders places one order", () => {
    const onPlaceOrder = vi.fn((_request: AmmOrderRequest) => new Promise<unknown>(() => undefined));
    renderSwap("from=USDT&to=UTX", { onPlaceOrder });
    typeAmount("from", "10");
    // Both clicks land before React re-renders: `submitting` is still false in that render.
    act(() => {
      fireEvent.click(mainButton());
      fireEvent.click(mainButton());
    });
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
    expect(mainButton().disabled).toBe(true);
  });

  it("an order reported failed that settles afterwards clears the amounts and the Submit", async () => {
    const { onPlaceOrder, fail } = failingPlacement();
    submitTen("from=USDT&to=UTX", onPlaceOrder);
    // E.g. its confirmation failed after the push: placing is reported failed, the input stays.
    await act(async () => fail(new Error("confirmation failed")));
    expect(amountInput("from").value).toBe("10");
    // Its report arrives: the order settled after all, so the same amounts must not be sent again.
    settleFirst(onPlaceOrder);
    expect(amountInput("from").value).toBe("");
    expect(amountInput("to").value).toBe("");
    expect(mainButton().textContent).toBe(ENTER_AN_AMOUNT);
    expect(mainButton().disabled).toBe(true);
  });

  it("an order settling before its placement resolves clears the amounts at once", async () => {
    const onPlaceOrder = vi.fn((_request: AmmOrderRequest) => new Promise<unknown>(() => undefined));
    submitTen("from=USDT&to=UTX", onPlaceOrder);
    settleFirst(onPlaceOrder);
    expect(amountInput("from").value).toBe("");
    expect(amountInput("to").value).toBe("");
  });

  it("a settlement leaves amounts typed after the failure alone", async () => {
    const { onPlaceOrder, fail } = failingPlacement();
    submitTen("from=USDT&to=UTX", onPlaceOrder);
    await act(async () => fail(new Error("confirmation failed")));
    typeAmount("from", "3");
    settleFirst(onPlaceOrder);
    expect(amountInput("from").value).toBe("3");
  });
});
