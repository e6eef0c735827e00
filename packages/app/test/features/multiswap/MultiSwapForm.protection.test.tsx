// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type MultiSwapOrder, multiSwapOrderRequest } from "../../../src/features/multiswap/multiSwapOrder";
import { slippageStore } from "../../../src/shared/slippage/slippageStore";
import { BALANCES } from "./fixtures";
import { choosePool, chooseReceive, chooseSend, mainButton, renderForm } from "./renderMultiSwap";

beforeEach(() => act(() => slippageStore.getState().chooseAuto()));
afterEach(cleanup);

const SIGNER = { actor: "alice", permission: "active" };
const text = (testId: string) => screen.getByTestId(testId).textContent;

/** The placeorder data of a placed Multi Swap order, one per sent token. */
function placeorders(order: MultiSwapOrder) {
  return multiSwapOrderRequest(order, "amm.ux", BALANCES)
    .buildActions(SIGNER)
    .filter((action) => action.name === "placeorder")
    .map((action) => action.data);
}

function placing() {
  const onPlaceOrder = vi.fn(async (_order: MultiSwapOrder, _onSettled: () => void) => undefined);
  return { onPlaceOrder, order: () => onPlaceOrder.mock.calls[0]?.[0] as MultiSwapOrder };
}

describe("Multi Swap minimum received", () => {
  it("per output at the tolerance: the minimum shown is the minimum the placeorder sends", async () => {
    const { onPlaceOrder, order } = placing();
    renderForm({ onPlaceOrder });
    expect(screen.getByRole("button", { name: "Slippage settings" })).toBeTruthy();
    choosePool();
    chooseSend({ EOS: "1.5" });
    chooseReceive({ EOS: "40", UTX: "60" });
    expect(text("multiswap-minimum-received-tolerance")).toBe("Slippage tolerance 0.5% (auto)");
    // 0.6 EOS returned as it is (0.5970 at 0.5%); 0.9 EOS swapped pays 0.8973 UTX (0.8928 at 0.5%).
    expect(text("multiswap-minimum-received-EOS")).toBe("0.5970 EOS");
    expect(text("multiswap-minimum-received-UTX")).toBe("0.8928 UTX");
    expect(screen.getByTestId("multiswap-price-impact-UTX").getAttribute("data-band")).toBe("low");

    act(() => slippageStore.getState().typeCustom("3"));
    expect(text("multiswap-minimum-received-tolerance")).toBe("Slippage tolerance 3%");
    expect(text("multiswap-minimum-received-EOS")).toBe("0.5820 EOS");
    expect(text("multiswap-minimum-received-UTX")).toBe("0.8703 UTX");
    fireEvent.click(mainButton());
    const dialog = screen.getByRole("dialog", { name: "Confirm" });
    // The Confirm dialog shows the same minimums.
    expect(within(dialog).getByTestId("multiswap-minimum-received-UTX").textContent).toBe("0.8703 UTX");
    await act(async () => fireEvent.click(within(dialog).getByTestId("multiswap-confirm")));
    expect(placeorders(order())).toEqual([
      expect.objectContaining({ min_outputs: { quantities: ["0.5820 EOS", "0.8703 UTX"] } }),
    ]);
  });
});

describe("Multi Swap above 15% price impact", () => {
  const rich = new Map([...BALANCES, ["EOS@eosio.token", 300_0000n]]);

  it("Confirm waits for 'confirm' typed exactly", async () => {
    const { onPlaceOrder } = placing();
    renderForm({ onPlaceOrder, balances: rich });
    choosePool();
    chooseSend({ EOS: "250" });
    chooseReceive({ UTX: "100" });
    const impact = screen.getByTestId("multiswap-price-impact-UTX");
    expect([impact.textContent, impact.getAttribute("data-band")]).toEqual(["20.13%", "severe"]);
    fireEvent.click(mainButton());
    const dialog = screen.getByRole("dialog", { name: "Confirm" });
    const confirm = within(dialog).getByTestId("multiswap-confirm") as HTMLButtonElement;
    const word = within(dialog).getByTestId("impact-confirm-input") as HTMLInputElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(word, { target: { value: "Confirm" } });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(onPlaceOrder).not.toHaveBeenCalled();
    fireEvent.change(word, { target: { value: "confirm" } });
    expect(confirm.disabled).toBe(false);
    await act(async () => fireEvent.click(confirm));
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
  });

  it("a low impact trade asks for no typed word", () => {
    renderForm();
    choosePool();
    chooseSend({ EOS: "1.5" });
    chooseReceive({ UTX: "100" });
    fireEvent.click(mainButton());
    const dialog = screen.getByRole("dialog", { name: "Confirm" });
    expect(within(dialog).queryByTestId("impact-confirm-input")).toBeNull();
    expect((within(dialog).getByTestId("multiswap-confirm") as HTMLButtonElement).disabled).toBe(false);
  });
});
