import { describe, expect, it } from "vitest";
import {
  type BridgeFormState,
  bridgeFormStatus,
  filterTokensBySymbol,
  normalizeBridgeAmountInput,
  selectBridgeChain,
} from "../../src/forms/bridgeForm";
import { readyToSubmit } from "./readyToSubmit";

const state = (over: Partial<BridgeFormState>): BridgeFormState => ({
  sourceWalletConnected: true,
  destinationWalletConnected: true,
  token: { symbol: "WAX", decimals: 8, balance: 250_000_000n },
  amountText: "2.5",
  ...over,
});

describe("bridge button", () => {
  it("transfers a non-zero amount up to the balance with both wallets connected", () => {
    expect(bridgeFormStatus(state({}))).toEqual(readyToSubmit("Transfer"));
    expect(bridgeFormStatus(state({ amountText: "0.00000001" })).enabled).toBe(true);
  });

  it("follows Connect Wallets > Choose a token > Amount not entered > Insufficient Funds", () => {
    const status = (over: Partial<BridgeFormState>) => bridgeFormStatus(state(over));
    expect(status({ sourceWalletConnected: false, token: null })).toMatchObject({
      buttonText: "Connect Wallets",
      action: "connectWallet",
      enabled: true,
    });
    expect(status({ destinationWalletConnected: false }).buttonText).toBe("Connect Wallets");
    expect(status({ token: null, amountText: "" })).toMatchObject({
      buttonText: "Choose a token",
      enabled: false,
    });
    expect(status({ amountText: "" })).toMatchObject({ buttonText: "Amount not entered", enabled: false });
    expect(status({ amountText: "0" }).buttonText).toBe("Amount not entered");
    expect(status({ amountText: "abc" })).toMatchObject({
      buttonText: "Amount not entered",
      messages: ["The amount is not a number"],
    });
    expect(status({ amountText: "2.50000001" })).toMatchObject({
      buttonText: "Insufficient Funds",
      enabled: false,
    });
  });

  it("resets a negative amount to 0 and keeps everything else", () => {
    expect(normalizeBridgeAmountInput("-5")).toBe("0");
    expect(normalizeBridgeAmountInput("-0.1")).toBe("0");
    expect(normalizeBridgeAmountInput("\u22123")).toBe("0");
    expect(normalizeBridgeAmountInput("5")).toBe("5");
    expect(normalizeBridgeAmountInput("")).toBe("");
  });
});

describe("bridge chains and tokens", () => {
  const options = ["EOS", "UX Network", "TELOS", "WAX"];

  it("switches the other side to the first different option when both would be equal", () => {
    const pair = (source: string, destination: string) => ({ source, destination });
    const eosToUx = pair("EOS", "UX Network");
    // [chains before, side chosen, its new chain, chains after]
    const cases: [ReturnType<typeof pair>, "source" | "destination", string, ReturnType<typeof pair>][] = [
      [eosToUx, "source", "UX Network", pair("UX Network", "EOS")],
      [eosToUx, "destination", "EOS", pair("UX Network", "EOS")],
      [pair("WAX", "EOS"), "destination", "WAX", pair("EOS", "WAX")],
      [eosToUx, "source", "TELOS", pair("TELOS", "UX Network")],
      [eosToUx, "destination", "WAX", pair("EOS", "WAX")],
    ];
    for (const [chains, side, chosen, after] of cases) {
      expect(selectBridgeChain(options, chains, side, chosen)).toEqual(after);
    }
  });

  it("searches tokens case-insensitively by symbol", () => {
    const tokens = [{ symbol: "UTX" }, { symbol: "UTXRAM" }, { symbol: "EOS" }, { symbol: "WAX" }];
    expect(filterTokensBySymbol(tokens, "utx").map((t) => t.symbol)).toEqual(["UTX", "UTXRAM"]);
    expect(filterTokensBySymbol(tokens, "Ram").map((t) => t.symbol)).toEqual(["UTXRAM"]);
    expect(filterTokensBySymbol(tokens, " eos ").map((t) => t.symbol)).toEqual(["EOS"]);
    expect(filterTokensBySymbol(tokens, "")).toHaveLength(4);
    expect(filterTokensBySymbol(tokens, "btc")).toEqual([]);
  });
});
