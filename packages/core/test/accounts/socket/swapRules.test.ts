import { describe, expect, it } from "vitest";
import {
  accountCostUnits,
  maximumFor,
  receiveUnits,
  swapLimitError,
} from "../../../src/accounts/socket/swapRules";

describe("the account cost in a payment token", () => {
  it.each([
    // usd cost, symbol, decimals, rates, units (rounded up)
    ["2.5", "USDT", 6, {}, 2_500_000n],
    ["2.5", "USDT", 4, { USDT: "7" }, 25_000n],
    ["2.5", "EOS", 4, { EOS: "0.8" }, 31_250n],
    ["2.5", "EOS", 4, { EOS: "0.7" }, 35_715n],
    ["2.5", "ETH", 18, { ETH: "2500" }, 1_000_000_000_000_000n],
    ["2.5", "ETH", 18, { ETH: "3000" }, 833_333_333_333_334n],
    ["2.5", "WAX", 8, { WAX: 0.05 }, 5_000_000_000n],
    ["0", "EOS", 4, { EOS: "0.8" }, 0n],
  ] as const)("%s USD in %s (%d decimals) at %j is %d units", (usd, symbol, decimals, rates, units) => {
    expect(accountCostUnits(usd, symbol, decimals, rates)).toBe(units);
  });

  it.each([
    ["EOS", {}],
    ["EOS", { EOS: "0" }],
    ["EOS", { EOS: "-1" }],
    ["EOS", { EOS: "abc" }],
  ] as const)("is unknown for %s at %j", (symbol, rates) => {
    expect(accountCostUnits("2.5", symbol, 4, rates)).toBeNull();
  });
});

describe("the receive amount of a pair", () => {
  it.each([
    // send units, send decimals, rate, receive decimals, receive units (rounded down)
    [10n ** 18n, 18, "2000", 4, 20_000_000n],
    [10n ** 16n, 18, "2000", 4, 200_000n],
    [1n, 18, "2000", 4, 0n],
    [1_000_000n, 6, "10", 4, 100_000n],
    [123_456n, 6, "0.333", 4, 411n],
    [0n, 18, "2000", 4, 0n],
  ] as const)("%d units (%d dp) x %s = %d units (%d dp)", (send, sendDp, rate, receiveDp, receive) => {
    expect(receiveUnits(send, sendDp, rate, receiveDp)).toBe(receive);
  });

  it("is unknown for a negative or unreadable rate", () => {
    expect(receiveUnits(1n, 4, "-1", 4)).toBeNull();
    expect(receiveUnits(1n, 4, "x", 4)).toBeNull();
  });
});

describe("the per-swap limits", () => {
  const limits = { minTx: 10n ** 16n, maxTx: 10n ** 18n, maxTxKYC: 5n * 10n ** 18n };
  const eth = { symbol: "ETH", decimals: 18 };

  it.each([
    [10n ** 16n, false, null],
    [10n ** 16n - 1n, false, "Minimum 0.01 ETH per swap"],
    [10n ** 18n, false, null],
    [10n ** 18n + 1n, false, "Maximum 1 ETH per swap"],
    [10n ** 18n + 1n, true, null],
    [5n * 10n ** 18n, true, null],
    [5n * 10n ** 18n + 1n, true, "Maximum 5 ETH per swap"],
    [10n ** 16n - 1n, true, "Minimum 0.01 ETH per swap"],
  ] as const)("%d wei, KYC %s: %s", (units, verified, error) => {
    expect(swapLimitError(units, limits, verified, eth)).toBe(error);
  });

  it("gives the KYC maximum only to a verified receiver", () => {
    expect(maximumFor(limits, false)).toBe(limits.maxTx);
    expect(maximumFor(limits, true)).toBe(limits.maxTxKYC);
  });
});
