import { describe, expect, it } from "vitest";
import {
  limitToUnits,
  type ResourcesSendFormState,
  resourcesReceiveUnits,
  resourcesSendFormStatus,
} from "../../src/forms/resourcesSendForm";
import { MAX_UINT256 } from "../../src/money/tokenDecimals";
import { readyToSubmit } from "./readyToSubmit";

const USDT = { symbol: "USDT", decimals: 6, balance: 100_000_000n }; // 100 USDT
const state = (over: Partial<ResourcesSendFormState>): ResourcesSendFormState => ({
  sendingAccount: "0xabc",
  receivingAccount: "myname12345a",
  amountText: "20",
  token: USDT,
  newAccountCost: 0n,
  limits: { minTx: 10_000_000n, maxTx: 50_000_000n, maxTxKYC: 90_000_000n },
  receiverVerified: false,
  ...over,
});
const status = (over: Partial<ResourcesSendFormState>) => resourcesSendFormStatus(state(over));

describe("Resources send", () => {
  it("submits with an account on each side, a positive amount within funds and limits", () => {
    expect(status({})).toEqual(readyToSubmit("Submit"));
    expect(status({ amountText: "10" }).enabled).toBe(true);
    expect(status({ amountText: "50" }).enabled).toBe(true);
  });

  it("uses the spec's button precedence", () => {
    expect(status({ sendingAccount: null, receivingAccount: null, amountText: "" })).toMatchObject({
      buttonText: "Please connect wallet",
      action: "connectWallet",
    });
    expect(status({ sendingAccount: "" }).buttonText).toBe("Please connect wallet");
    expect(status({ receivingAccount: null, amountText: "" })).toMatchObject({
      buttonText: "Select receiving account",
      enabled: false,
    });
    expect(status({ receivingAccount: "" }).buttonText).toBe("Select receiving account");
    expect(status({ amountText: "" })).toMatchObject({ buttonText: "Enter an amount", enabled: false });
    expect(status({ amountText: "0" }).buttonText).toBe("Enter an amount");
    expect(status({ amountText: "1.0000001" })).toMatchObject({
      buttonText: "Enter an amount",
      messages: ["At most 6 decimals are allowed"],
    });
  });

  it("keeps Submit disabled with the funds and limit messages", () => {
    expect(status({ amountText: "9.999999" })).toEqual({
      enabled: false,
      buttonText: "Submit",
      messages: ["Minimum 10 USDT per swap"],
      action: "none",
    });
    expect(status({ amountText: "50.000001" }).messages).toEqual(["Maximum 50 USDT per swap"]);
    expect(status({ amountText: "60", receiverVerified: true })).toMatchObject({
      enabled: true,
      messages: [],
    });
    expect(status({ amountText: "90.5", receiverVerified: true }).messages).toEqual([
      "Maximum 90 USDT per swap",
    ]);
    expect(status({ amountText: "101", receiverVerified: true }).messages).toEqual([
      "Not enough USDT",
      "Maximum 90 USDT per swap",
    ]);
    // The new account's cost counts against the balance.
    expect(status({ amountText: "40", newAccountCost: 60_000_000n }).enabled).toBe(true);
    expect(status({ amountText: "40", newAccountCost: 60_000_001n }).messages).toEqual(["Not enough USDT"]);
    // Without limits from the service nothing can be checked: disabled, no message.
    expect(status({ limits: null })).toMatchObject({ enabled: false, buttonText: "Submit", messages: [] });
    expect(status({ limits: null, amountText: "200" }).messages).toEqual(["Not enough USDT"]);
  });

  it("caps amounts at the chain's maximum: 2^62-1 units on Antelope, uint256 for Ethereum tokens", () => {
    const eth = { symbol: "ETH", decimals: 18, balance: 10n ** 20n };
    const limits = { minTx: 0n, maxTx: 10n ** 20n, maxTxKYC: 10n ** 20n };
    expect(status({ token: eth, limits, amountText: "6" })).toMatchObject({
      buttonText: "Enter an amount",
      messages: ["The amount is too large"],
    });
    expect(status({ token: { ...eth, maxUnits: MAX_UINT256 }, limits, amountText: "6" }).enabled).toBe(true);
  });

  it("computes receive = send x pair rate, rounded down across decimals", () => {
    expect(resourcesReceiveUnits(20_000_000n, 6, "125.5", 4)).toBe(25_100_000n); // 20 USDT -> 2510.0000 UTX
    expect(resourcesReceiveUnits(10n ** 18n, 18, "0.333333333", 4)).toBe(3333n);
    expect(resourcesReceiveUnits(1n, 6, "0.5", 4)).toBe(0n);
    expect(resourcesReceiveUnits(1n, 6, "-1", 4)).toBeNull();
    expect(limitToUnits("0.01", 18)).toBe(10n ** 16n);
    expect(limitToUnits(0.000_000_1, 6)).toBe(1n);
    expect(limitToUnits("x", 6)).toBeNull();
  });
});
