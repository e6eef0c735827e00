// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AmmOrderRequest } from "../../../src/shared/amm/ammOrderRequest";
import { slippageStore } from "../../../src/shared/slippage/slippageStore";
import { button, byTestId, renderAdd, renderRemove, type } from "./renderLiquidity";

beforeEach(() => act(() => slippageStore.getState().chooseAuto()));
afterEach(cleanup);

const SIGNER = { actor: "alice", permission: "active" };
const text = (testId: string) => byTestId(testId).textContent;

/** The min_outputs of every placeorder of the placed request. */
function minOutputsOf(request: AmmOrderRequest | undefined) {
  return request
    ?.buildActions(SIGNER)
    .filter((action) => action.name === "placeorder")
    .map((action) => (action.data as { min_outputs?: { quantities: string[] } }).min_outputs?.quantities);
}

describe("Add Liquidity: minimum received of the LP token", () => {
  it("follows the tolerance; each placeorder sends its own minimum, and they add up to the one shown", () => {
    const { place } = renderAdd({ poolName: "antelope" });
    expect(screen.getByRole("button", { name: "Slippage settings" })).toBe(
      byTestId("liquidity-slippage-settings"),
    );
    expect(text("liquidity-minimum-received-tolerance")).toBe("Slippage tolerance 0.5% (auto)");
    type("liquidity-amount-UTX", "4");
    expect(text("liquidity-lp-estimate")).toContain("1.9974 LP1");
    expect(text("liquidity-minimum-received-LP1")).toBe("1.9874 LP1");
    act(() => slippageStore.getState().typeCustom("2"));
    expect(text("liquidity-minimum-received-tolerance")).toBe("Slippage tolerance 2%");
    expect(text("liquidity-minimum-received-LP1")).toBe("1.9574 LP1");
    fireEvent.click(button("liquidity-submit"));
    // 4 UTX then 1 USDT, each its own placeorder to the LP: 0.9786 + 0.9788 = 1.9574.
    expect(minOutputsOf(place.mock.calls[0]?.[0])).toEqual([["0.9786 LP1"], ["0.9788 LP1"]]);
  });
});

describe("Remove Liquidity: minimum received per output", () => {
  it("each output at the tolerance, rounded down to the 4 decimals shown (USDT has 6), and sent as shown", () => {
    const { place } = renderRemove({ poolName: "antelope" });
    expect(screen.getByRole("button", { name: "Slippage settings" })).toBe(
      byTestId("remove-slippage-settings"),
    );
    type("remove-lp-amount", "10");
    expect([text("remove-estimate-UTX"), text("remove-estimate-USDT")]).toEqual([
      "19.9758 UTX",
      "4.9940 USDT",
    ]);
    expect(text("remove-minimum-received-UTX")).toBe("19.8759 UTX");
    expect(text("remove-minimum-received-USDT")).toBe("4.9690 USDT");
    act(() => slippageStore.getState().typeCustom("1"));
    expect(text("remove-minimum-received-UTX")).toBe("19.7760 UTX");
    expect(text("remove-minimum-received-USDT")).toBe("4.9440 USDT");
    fireEvent.click(button("remove-submit"));
    expect(minOutputsOf(place.mock.calls[0]?.[0])).toEqual([["19.7760 UTX", "4.944000 USDT"]]);
  });
});
