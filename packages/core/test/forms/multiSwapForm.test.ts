import { describe, expect, it } from "vitest";
import {
  countedSendEntries,
  type MultiSwapFormState,
  multiSwapFormStatus,
  multiSwapProportions,
  multiSwapReceiveContinueEnabled,
  multiSwapReceiveTotal,
  multiSwapSendContinueStatus,
  stepPercent,
} from "../../src/forms/multiSwapForm";
import { readyToSubmit } from "./readyToSubmit";

const send = (amountText: string, available = 50_000n) => ({
  symbol: "UTX",
  decimals: 4,
  available,
  amountText,
});
const receive = (symbol: string, percentText: string) => ({ symbol, percentText });
const state = (over: Partial<MultiSwapFormState>): MultiSwapFormState => ({
  walletConnected: true,
  poolChosen: true,
  send: [send("1"), { symbol: "LP", decimals: 4, available: 0n, amountText: "0" }],
  receive: [receive("EOS", "33.33"), receive("WAX", "66.67"), receive("TLOS", "0")],
  ...over,
});

describe("Multi Swap button", () => {
  it("submits when a pool is chosen, an amount is set and the counted percentages total 100", () => {
    expect(multiSwapFormStatus(state({}))).toEqual(readyToSubmit("Submit"));
  });

  it("follows the precedence Connect Wallet > Choose a pool > Enter an amount > balance > percentages", () => {
    const text = (over: Partial<MultiSwapFormState>) => multiSwapFormStatus(state(over)).buttonText;
    expect(multiSwapFormStatus(state({ walletConnected: false, poolChosen: false })).action).toBe(
      "connectWallet",
    );
    expect(text({ poolChosen: false, send: [] })).toBe("Choose a pool");
    expect(text({ send: [], receive: [] })).toBe("Enter an amount");
    expect(text({ send: [send("0"), send("")] })).toBe("Enter an amount");
    expect(text({ send: [send("5.00001")] })).toBe("Enter an amount");
    expect(multiSwapFormStatus(state({ send: [send("5.00001")] })).messages).toEqual([
      "UTX: At most 4 decimals are allowed",
    ]);
    expect(text({ send: [send("5.0001")] })).toBe("Insufficient Balance");
    expect(text({ receive: [receive("EOS", "50"), receive("WAX", "49.99")] })).toBe(
      "Percentages need to add up to 100%",
    );
    expect(text({ receive: [receive("EOS", "100"), receive("WAX", "abc")] })).toBe(
      "Percentages need to add up to 100%",
    );
    expect(text({ receive: [] })).toBe("Percentages need to add up to 100%");
  });

  it("counts only entries with a non-zero amount", () => {
    expect(
      countedSendEntries([send("0"), send(""), send("0.0001"), send("x")]).map((e) => e.amountText),
    ).toEqual(["0.0001"]);
    expect(multiSwapProportions([receive("EOS", "25"), receive("WAX", "0"), receive("UTX", "75")])).toEqual([
      { symbol: "EOS", proportion: 2500n },
      { symbol: "UTX", proportion: 7500n },
    ]);
  });
});

describe("Multi Swap dialogs", () => {
  it("shows the running total 'x / 100%', complete (green) only at exactly 100", () => {
    expect(multiSwapReceiveTotal([receive("EOS", "60"), receive("WAX", "40")])).toEqual({
      basisPoints: 10000n,
      text: "100 / 100%",
      complete: true,
    });
    expect(multiSwapReceiveTotal([receive("EOS", "60"), receive("WAX", "")])).toMatchObject({
      text: "60 / 100%",
      complete: false,
    });
    expect(multiSwapReceiveTotal([receive("EOS", "60"), receive("WAX", "45")])).toMatchObject({
      text: "105 / 100%",
      complete: false,
    });
    expect(multiSwapReceiveTotal([receive("EOS", "100"), receive("WAX", "-1")])).toMatchObject({
      text: "100 / 100%",
      complete: false,
    });
    expect(multiSwapReceiveContinueEnabled([receive("EOS", "99.99"), receive("WAX", "0.01")])).toBe(true);
    expect(multiSwapReceiveContinueEnabled([receive("EOS", "99.99")])).toBe(false);
  });

  it("arrows add or subtract 1, clamped to 0..100", () => {
    expect(stepPercent("5", 1)).toBe("6");
    expect(stepPercent("5", -1)).toBe("4");
    expect(stepPercent("0", -1)).toBe("0");
    expect(stepPercent("0.5", -1)).toBe("0");
    expect(stepPercent("100", 1)).toBe("100");
    expect(stepPercent("99.5", 1)).toBe("100");
    expect(stepPercent("33.5", 1)).toBe("34.5");
    expect(stepPercent("", 1)).toBe("1");
    expect(stepPercent("abc", 1)).toBe("1");
  });

  it("enables the send dialog's Continue only with valid amounts within balance", () => {
    expect(multiSwapSendContinueStatus([send("5"), send("")])).toEqual({ enabled: true, messages: [] });
    expect(multiSwapSendContinueStatus([send("5.0001")])).toEqual({
      enabled: false,
      messages: ["UTX: Insufficient Balance"],
    });
    expect(multiSwapSendContinueStatus([send("-1")])).toEqual({
      enabled: false,
      messages: ["UTX: The amount cannot have a sign"],
    });
  });
});
