import { describe, expect, it } from "vitest";
import {
  type AddLiquidityFormState,
  addLiquidityEntryMessage,
  addLiquidityFormStatus,
  type LiquidityEntry,
} from "../../src/forms/addLiquidityForm";
import {
  type RemoveLiquidityFormState,
  removeLiquidityFormStatus,
  removeLiquidityMax,
  removePercentagesValid,
} from "../../src/forms/removeLiquidityForm";
import { tokenMinimumUnits } from "../../src/forms/tokenMinimum";
import { readyToSubmit } from "./readyToSubmit";

const utx = (amountText: string): LiquidityEntry => ({
  symbol: "UTX",
  decimals: 4,
  available: 100_000n,
  min: 1n,
  amountText,
});
const wax = (amountText: string): LiquidityEntry => ({
  symbol: "WAX",
  decimals: 8,
  available: 500_000_000n,
  min: 150_000n,
  amountText,
});
const add = (over: Partial<AddLiquidityFormState>) =>
  addLiquidityFormStatus({ walletConnected: true, poolChosen: true, entries: [utx("1"), wax("1")], ...over });

describe("token minimum", () => {
  it("is the larger of one unit and the pool's min trade rounded up", () => {
    expect(tokenMinimumUnits(4)).toBe(1n);
    expect(tokenMinimumUnits(4, null)).toBe(1n);
    expect(tokenMinimumUnits(4, "0.00001")).toBe(1n);
    expect(tokenMinimumUnits(4, "0.00011")).toBe(2n);
    expect(tokenMinimumUnits(8, 0.0015)).toBe(150_000n);
    expect(tokenMinimumUnits(4, "5")).toBe(50_000n);
    expect(tokenMinimumUnits(4, "junk")).toBe(1n);
  });
});

describe("Add liquidity", () => {
  it("adds when every amount is within balance and at least the minimum", () => {
    expect(add({})).toEqual(readyToSubmit("Add Liquidity"));
    expect(add({ entries: [utx("10"), wax("")] }).buttonText).toBe("Add Liquidity");
    expect(add({ entries: [utx("0"), wax("0.0015")] }).buttonText).toBe("Add Liquidity");
  });

  it("gives per-token messages and 'Adjust your amounts'", () => {
    expect(addLiquidityEntryMessage(utx("10.0001"))).toBe("You do not have enough UTX");
    expect(addLiquidityEntryMessage(wax("0.00149999"))).toBe("Minimum is 0.0015 WAX");
    expect(addLiquidityEntryMessage(wax("0"))).toBeNull();
    expect(addLiquidityEntryMessage(wax(""))).toBeNull();
    expect(addLiquidityEntryMessage(utx("1e3"))).toBe("Write the amount without an exponent");
    expect(add({ entries: [utx("10.0001"), wax("0.0001")] })).toEqual({
      enabled: false,
      buttonText: "Adjust your amounts",
      messages: ["You do not have enough UTX", "Minimum is 0.0015 WAX"],
      action: "none",
    });
  });

  it("orders Connect Wallet > Choose a pool > Enter an amount > Adjust your amounts", () => {
    expect(add({ walletConnected: false }).buttonText).toBe("Connect Wallet");
    expect(add({ poolChosen: false, entries: [utx("")] }).buttonText).toBe("Choose a pool");
    expect(add({ entries: [utx(""), wax("0")] }).buttonText).toBe("Enter an amount");
    expect(add({ entries: [utx("x"), wax("")] })).toMatchObject({
      buttonText: "Enter an amount",
      messages: ["The amount is not a number"],
    });
  });
});

const remove = (over: Partial<RemoveLiquidityFormState>) =>
  removeLiquidityFormStatus({
    walletConnected: true,
    poolChosen: true,
    lpAmountText: "2",
    lpDecimals: 4,
    lpBalance: 20_000n,
    mode: "balanced",
    percentages: [],
    ...over,
  });

describe("Remove liquidity", () => {
  it("removes an LP amount above 0 and up to the balance", () => {
    expect(remove({})).toEqual(readyToSubmit("Remove Liquidity"));
    expect(remove({ lpAmountText: "0.0001" }).enabled).toBe(true);
    expect(remove({ lpAmountText: "2.0001" }).buttonText).toBe("Insufficient LP Balance");
    expect(remove({ lpAmountText: "" }).buttonText).toBe("Enter an LP amount");
    expect(remove({ lpAmountText: "0" }).buttonText).toBe("Enter an LP amount");
    expect(remove({ lpAmountText: "-1" })).toMatchObject({
      buttonText: "Enter an LP amount",
      messages: ["The amount cannot have a sign"],
    });
    expect(remove({ walletConnected: false }).action).toBe("connectWallet");
    expect(remove({ poolChosen: false, lpAmountText: "" }).buttonText).toBe("Choose a pool");
  });

  it("checks unbalanced percentages: each 0..100, summing to exactly 100", () => {
    const pct = (...texts: string[]) => texts.map((percentText, i) => ({ symbol: `T${i}`, percentText }));
    expect(removePercentagesValid(pct("50", "50"))).toBe(true);
    expect(removePercentagesValid(pct("100", "", "0"))).toBe(true);
    expect(removePercentagesValid(pct("33.33", "33.33", "33.34"))).toBe(true);
    expect(removePercentagesValid(pct("50", "49.99"))).toBe(false);
    expect(removePercentagesValid(pct("101", "-1"))).toBe(false);
    expect(removePercentagesValid(pct("120"))).toBe(false);
    expect(removePercentagesValid(pct("33.333", "66.667"))).toBe(false);
    expect(remove({ mode: "unbalanced", percentages: pct("50", "40") }).buttonText).toBe(
      "Percentages need to add up to 100%",
    );
    expect(remove({ mode: "unbalanced", percentages: pct("50", "50") }).buttonText).toBe("Remove Liquidity");
    expect(remove({ mode: "balanced", percentages: pct("50", "40") }).buttonText).toBe("Remove Liquidity");
  });

  it("MAX sets the full balance, and for a token 100% to that token", () => {
    expect(removeLiquidityMax(123_456n, 4, ["UTX", "EOS"])).toEqual({ lpAmountText: "12.3456" });
    expect(removeLiquidityMax(123_456n, 4, ["UTX", "EOS", "WAX"], "EOS")).toEqual({
      lpAmountText: "12.3456",
      percentages: [
        { symbol: "UTX", percentText: "0" },
        { symbol: "EOS", percentText: "100" },
        { symbol: "WAX", percentText: "0" },
      ],
    });
  });
});
