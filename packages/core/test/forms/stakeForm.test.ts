import { describe, expect, it } from "vitest";
import {
  isVisibleStakeQuantity,
  parseStakeQuantity,
  selectStakeRate,
  stakeFormStatus,
  stakeReward,
} from "../../src/forms/stakeForm";
import { readyToSubmit } from "./readyToSubmit";

describe("stake quantity", () => {
  it.each([
    ["1", 10_000n],
    ["1.5", 15_000n],
    [".5", 5_000n],
    ["1.23456", 12_346n],
    ["1.23454", 12_345n],
    ["0.00005", 1n],
    ["100.", 1_000_000n],
  ])("%j is set and numeric: %s units after rounding to 4 decimals", (text, units) => {
    expect(parseStakeQuantity(text)).toEqual({ ok: true, units });
  });

  it.each([
    "",
    ".",
    "abc",
    "-1",
    "+1",
    "1e3",
    " 1",
    "1,5",
    "0",
    "0.00004",
    "1.2.3",
    "\u0661",
    "999999999999999999999",
  ])("%j -> 'Stake Qty is not valid'", (text) => {
    expect(parseStakeQuantity(text)).toEqual({ ok: false, error: "Stake Qty is not valid" });
  });
});

describe("stake form", () => {
  const status = (quantityText: string, available = 50_000n, walletConnected = true) =>
    stakeFormStatus({ walletConnected, quantityText, available });

  it("enables Stake for a valid quantity within the balance", () => {
    expect(status("5")).toEqual(readyToSubmit("Stake"));
    expect(status("4.99999")).toMatchObject({ enabled: true });
  });

  it("refuses invalid and over-balance quantities, and asks for a wallet first", () => {
    expect(status("x")).toEqual({
      enabled: false,
      buttonText: "Stake",
      messages: ["Stake Qty is not valid"],
      action: "none",
    });
    expect(status("")).toMatchObject({ enabled: false, messages: ["Stake Qty is not valid"] });
    expect(status("5.0001")).toMatchObject({ enabled: false, messages: ["Insufficient Balance"] });
    expect(status("x", 0n, false)).toMatchObject({ buttonText: "Connect Wallet", action: "connectWallet" });
  });
});

describe("stake reward and rates", () => {
  const rates = {
    liquid: { tu: "0.05", tuReinvested: "0.051" },
    illiquid: { tu: 0.08, tuReinvested: "0.0825" },
  };

  it("picks the rate by liquid/locked and restake", () => {
    expect(selectStakeRate(rates, false, false)).toBe("0.05");
    expect(selectStakeRate(rates, false, true)).toBe("0.051");
    expect(selectStakeRate(rates, true, false)).toBe(0.08);
    expect(selectStakeRate(rates, true, true)).toBe("0.0825");
  });

  it("reward = rate x quantity in units, rounded down", () => {
    expect(stakeReward(1_000_000n, "0.05")).toBe(50_000n); // 100 UTX at 5% -> 5.0000
    expect(stakeReward(12_345n, "0.0825")).toBe(1_018n); // 1.2345 x 0.0825 = 0.10184625
    expect(stakeReward(3n, 0.5)).toBe(1n);
    expect(stakeReward(3n, "1e-1")).toBe(0n);
    expect(stakeReward(3n, "-0.1")).toBeNull();
    expect(stakeReward(3n, "x")).toBeNull();
  });

  it("hides dust at or below 0.00001", () => {
    expect(isVisibleStakeQuantity(0n)).toBe(false);
    expect(isVisibleStakeQuantity(1n)).toBe(true);
    expect(isVisibleStakeQuantity(1000n, 8)).toBe(false);
    expect(isVisibleStakeQuantity(1001n, 8)).toBe(true);
  });
});
