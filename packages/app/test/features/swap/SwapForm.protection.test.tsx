// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AmmOrderRequest } from "../../../src/shared/amm/ammOrderRequest";
import { slippageStore } from "../../../src/shared/slippage/slippageStore";
import { BALANCES } from "./fixtures";
import { amountInput, mainButton, marketWith, renderSwap, text, typeAmount } from "./renderSwap";

beforeEach(() => act(() => slippageStore.getState().chooseAuto()));
afterEach(cleanup);

const SIGNER = { actor: "alice", permission: "active" };

/** Sets a custom tolerance the way a user does: the gear, the custom field, Escape. */
function setTolerance(percent: string) {
  fireEvent.click(screen.getByRole("button", { name: "Slippage settings" }));
  fireEvent.change(screen.getByTestId("slippage-custom"), { target: { value: percent } });
  fireEvent.keyDown(screen.getByRole("dialog", { name: "Slippage tolerance" }), { key: "Escape" });
}

/** The data of the order action (placeorder or ufxhop) the placed request would sign. */
function orderData(onPlaceOrder: ReturnType<typeof vi.fn>) {
  const request = onPlaceOrder.mock.calls[0]?.[0] as AmmOrderRequest | undefined;
  return request?.buildActions(SIGNER).at(-1)?.data;
}

/** A wallet rich enough in USDT for trades that move the usdt-utx pool (100,000 USDT / 1,000,000 UTX). */
const RICH = marketWith(new Map([...BALANCES, ["USDT@tethertether", 30_000_0000n]]));

describe("minimum received", () => {
  it("is the estimate less the tolerance: the one shown is the one the placeorder sends", () => {
    const onPlaceOrder = vi.fn(async (_request: AmmOrderRequest) => undefined);
    renderSwap("from=USDT&to=UTX", { onPlaceOrder });
    expect(text("swap-minimum-received-tolerance")).toBe("Slippage tolerance 0.5% (auto)");
    typeAmount("from", "10");
    expect(text("swap-estimate")).toBe("99.7900 UTX");
    // 99.7900 x 0.995 = 99.29105, rounded down.
    expect(text("swap-minimum-received-UTX")).toBe("99.2910 UTX");

    setTolerance("1");
    expect(text("swap-minimum-received-tolerance")).toBe("Slippage tolerance 1%");
    expect(text("swap-minimum-received-UTX")).toBe("98.7921 UTX");
    fireEvent.click(mainButton());
    expect(orderData(onPlaceOrder)).toMatchObject({
      quantity: "10.0000 USDT",
      min_outputs: { quantities: ["98.7921 UTX"] },
    });
  });

  it("a UFX hop sends the minimum shown in ufxhop's min_output", () => {
    const onPlaceOrder = vi.fn(async (_request: AmmOrderRequest) => undefined);
    renderSwap("from=EOS&to=USDT", { onPlaceOrder });
    setTolerance("2");
    typeAmount("from", "10");
    expect(text("swap-estimate")).toBe("7.9654 USDT");
    expect(text("swap-minimum-received-USDT")).toBe("7.8060 USDT");
    fireEvent.click(mainButton());
    expect(orderData(onPlaceOrder)).toEqual({
      contract: "ibc.wt.eos",
      quantity: "10.0000 EOS",
      output: { sym: "4,USDT", contract: "tethertether" },
      owner: "alice",
      min_output: "7.8060 USDT",
    });
  });

  it("a typed receive amount: the minimum is taken from it", () => {
    renderSwap("from=USDT&to=UTX");
    typeAmount("to", "50");
    expect(text("swap-minimum-received-UTX")).toBe("49.7500 UTX");
  });

  it("the UFX route names every token and both pools", () => {
    renderSwap("from=USDT&to=TLOS");
    typeAmount("from", "5");
    expect(text("swap-route")).toBe("UFX hop: USDT → UFX → TLOS");
    expect(text("swap-route-detail")).toBe("ufx-usdt (USDT → UFX), then ufx-tlos (UFX → TLOS)");
  });
});

describe("price impact", () => {
  it("is shown to 2 decimals in the band's colour: under 1%, 1-3%, 3-5%, above 5%", () => {
    renderSwap("from=USDT&to=UTX", { market: RICH });
    const impact = () => screen.getByTestId("swap-price-impact");
    const cases: [string, string, string][] = [
      ["10", "0.21%", "low"],
      ["1500", "1.68%", "medium"],
      ["4000", "4.04%", "high"],
      ["10000", "9.26%", "severe"],
    ];
    for (const [amount, percent, band] of cases) {
      typeAmount("from", amount);
      expect([impact().textContent, impact().getAttribute("data-band")]).toEqual([percent, band]);
    }
  });
});

describe("the typed confirmation above 15% price impact", () => {
  it("Submit places nothing until 'confirm' is typed exactly; 'Confirm' is not enough", () => {
    const onPlaceOrder = vi.fn(async (_request: AmmOrderRequest) => undefined);
    renderSwap("from=USDT&to=UTX", { onPlaceOrder, market: RICH });
    typeAmount("from", "25000");
    expect(text("swap-price-impact")).toBe("20.13%");
    fireEvent.click(mainButton());
    const dialog = screen.getByTestId("impact-confirm-dialog");
    expect(onPlaceOrder).not.toHaveBeenCalled();
    expect(within(dialog).getByTestId("impact-confirm-message").textContent).toContain("20.13%");
    const place = within(dialog).getByTestId("impact-confirm-place") as HTMLButtonElement;
    const word = within(dialog).getByTestId("impact-confirm-input") as HTMLInputElement;
    expect(place.disabled).toBe(true);
    for (const almost of ["Confirm", "CONFIRM", "confirm ", "confir"]) {
      fireEvent.change(word, { target: { value: almost } });
      expect(place.disabled).toBe(true);
      fireEvent.submit(word.closest("form") as HTMLFormElement);
      expect(onPlaceOrder).not.toHaveBeenCalled();
    }
    fireEvent.change(word, { target: { value: "confirm" } });
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("impact-confirm-dialog")).toBeNull();
  });

  it("Cancel places nothing and keeps the form as it was", () => {
    const onPlaceOrder = vi.fn(async (_request: AmmOrderRequest) => undefined);
    renderSwap("from=USDT&to=UTX", { onPlaceOrder, market: RICH });
    typeAmount("from", "25000");
    const receive = amountInput("to").value;
    fireEvent.click(mainButton());
    fireEvent.click(screen.getByTestId("impact-confirm-cancel"));
    expect(screen.queryByTestId("impact-confirm-dialog")).toBeNull();
    expect(onPlaceOrder).not.toHaveBeenCalled();
    expect([amountInput("from").value, amountInput("to").value]).toEqual(["25000", receive]);
    expect(mainButton().disabled).toBe(false);
  });

  it("at 15% or under, Submit places the order at once", () => {
    const onPlaceOrder = vi.fn(async (_request: AmmOrderRequest) => undefined);
    renderSwap("from=USDT&to=UTX", { onPlaceOrder, market: RICH });
    typeAmount("from", "10000");
    fireEvent.click(mainButton());
    expect(screen.queryByTestId("impact-confirm-dialog")).toBeNull();
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
  });
});
