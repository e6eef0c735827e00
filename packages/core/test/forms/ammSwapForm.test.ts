import { describe, expect, it } from "vitest";
import {
  type AmmSwapFormState,
  ammSwapFormStatus,
  fallbackToToken,
  flipSwapTokens,
  noBridgedEosWarning,
  type SwapToken,
  selectSwapToken,
  swapRoute,
} from "../../src/forms/ammSwapForm";
import { readyToSubmit } from "./readyToSubmit";

const UTX: SwapToken = { symbol: "UTX", decimals: 4, available: 10_000n, min: 5n };
const WAX: SwapToken = { symbol: "WAX", decimals: 8, available: 0n, min: 1n };
const state = (over: Partial<AmmSwapFormState>): AmmSwapFormState => ({
  walletConnected: true,
  from: UTX,
  to: WAX,
  route: "pool",
  sendText: "0.5",
  receiveText: "1.23456789",
  ...over,
});

describe("AMM Swap button", () => {
  it("is a clickable Connect Wallet without a wallet, whatever else is wrong", () => {
    expect(ammSwapFormStatus(state({ walletConnected: false, from: null, sendText: "x" }))).toEqual({
      enabled: true,
      buttonText: "Connect Wallet",
      messages: [],
      action: "connectWallet",
    });
  });

  it("submits only a fully valid swap, at the exact balance and exact minimum", () => {
    expect(ammSwapFormStatus(state({}))).toEqual(readyToSubmit("Submit"));
    expect(ammSwapFormStatus(state({ sendText: "1" })).buttonText).toBe("Submit");
    expect(ammSwapFormStatus(state({ sendText: "0.0005" })).buttonText).toBe("Submit");
    expect(ammSwapFormStatus(state({ route: "ufx-hop" })).buttonText).toBe("Submit");
  });

  it("applies the documented precedence", () => {
    const text = (over: Partial<AmmSwapFormState>) => ammSwapFormStatus(state(over)).buttonText;
    // tokens before route before amounts
    expect(text({ from: null, route: "none", sendText: "" })).toBe("Choose the assets");
    expect(text({ route: "none", sendText: "" })).toBe("No matching pool found");
    // balance before minimum before estimate
    expect(text({ sendText: "1.0001", receiveText: "" })).toBe("Insufficient Balance");
    expect(text({ sendText: "0.0004", receiveText: "" })).toBe("Minimum is 0.0005 UTX");
    expect(text({ sendText: "0.5", receiveText: "" })).toBe("Adjust your amounts");
    expect(text({ sendText: "", receiveText: "2" })).toBe("Adjust your amounts");
    expect(text({ sendText: "0", receiveText: "0" })).toBe("Enter an amount");
  });

  it("reports text that is not an amount under 'Enter an amount', disabled, with the reason", () => {
    expect(ammSwapFormStatus(state({ sendText: "1,5" }))).toEqual({
      enabled: false,
      buttonText: "Enter an amount",
      messages: ["Use a dot for decimals and no thousands separators"],
      action: "none",
    });
    expect(ammSwapFormStatus(state({ receiveText: "0.123456789" })).messages).toEqual([
      "At most 8 decimals are allowed",
    ]);
  });
});

describe("AMM Swap token selection", () => {
  it("selecting the other side's token swaps that side back to this side's previous value", () => {
    expect(selectSwapToken({ from: "UTX", to: "EOS" }, "from", "EOS")).toEqual({ from: "EOS", to: "UTX" });
    expect(selectSwapToken({ from: "UTX", to: "EOS" }, "to", "UTX")).toEqual({ from: "EOS", to: "UTX" });
    expect(selectSwapToken({ from: "UTX", to: "EOS" }, "from", "WAX")).toEqual({ from: "WAX", to: "EOS" });
    expect(selectSwapToken({ from: "UTX", to: "EOS" }, "to", "WAX")).toEqual({ from: "UTX", to: "WAX" });
    expect(selectSwapToken({ from: null, to: "EOS" }, "from", "EOS")).toEqual({ from: "EOS", to: null });
    expect(flipSwapTokens({ from: "UTX", to: null })).toEqual({ from: null, to: "UTX" });
  });

  it("falls back to the second list entry, or the first, when the to-token disappears", () => {
    expect(fallbackToToken("EOS", ["UTX", "EOS", "WAX"])).toBe("EOS");
    expect(fallbackToToken("TLOS", ["UTX", "EOS", "WAX"])).toBe("EOS");
    expect(fallbackToToken("TLOS", ["UTX"])).toBe("UTX");
    expect(fallbackToToken(null, ["UTX", "EOS"])).toBe("EOS");
    expect(fallbackToToken("TLOS", [])).toBeNull();
  });

  it("routes through a pool, else a UFX hop, never a hop when UFX is chosen", () => {
    expect(swapRoute("UTX", "EOS", true, false, false)).toBe("pool");
    expect(swapRoute("UTX", "EOS", false, true, true)).toBe("ufx-hop");
    expect(swapRoute("UTX", "EOS", false, true, false)).toBe("none");
    expect(swapRoute("UFX", "EOS", false, true, true)).toBe("none");
    expect(swapRoute("EOS", "UFX", true, true, true)).toBe("pool");
  });

  it("warns 'No bridged EOS available' only with a wallet, EOS as from-token and zero available", () => {
    const eos = { symbol: "EOS", decimals: 4, available: 0n, min: 1n };
    expect(noBridgedEosWarning(true, eos)).toBe("No bridged EOS available");
    expect(noBridgedEosWarning(false, eos)).toBeNull();
    expect(noBridgedEosWarning(true, { ...eos, available: 1n })).toBeNull();
    expect(noBridgedEosWarning(true, { ...eos, symbol: "WAX" })).toBeNull();
    expect(noBridgedEosWarning(true, null)).toBeNull();
  });
});
