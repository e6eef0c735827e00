import { tokenId } from "@ux/core/amm";
import { describe, expect, it } from "vitest";
import {
  emptyRemoveInputs,
  LP_SHORTCUT_PERCENTS,
  lpShortcutText,
  maxLp,
  maxToToken,
  percentTotalBasisPoints,
  removeShares,
  setPercentage,
  weightPercentages,
} from "../../../src/features/liquidity/removeLiquidityInputs";
import { at, removeInputs as inputs, LP_BALANCE, POOL_EOS_WAX, POOL_UTX_USDT } from "./fixtures";

describe("LP amount shortcuts and MAX", () => {
  it("25/50/75/100% of 10.0003 LP, rounded down to a whole LP unit", () => {
    expect(LP_SHORTCUT_PERCENTS).toEqual([25, 50, 75, 100]);
    expect(LP_SHORTCUT_PERCENTS.map((p) => lpShortcutText(LP_BALANCE, 4, p))).toEqual([
      "2.5000",
      "5.0001",
      "7.5002",
      "10.0003",
    ]);
  });

  it("MAX puts the whole LP balance and keeps the percentages", () => {
    const start = inputs("1", "unbalanced", ["30", "70"]);
    expect(maxLp(start, POOL_UTX_USDT, LP_BALANCE)).toEqual({ ...start, lpAmountText: "10.0003" });
  });

  it("MAX on a token: the whole balance, 100% to that token, 0% to the others, unbalanced (core removeLiquidityMax)", () => {
    expect(maxToToken(inputs("1"), POOL_UTX_USDT, LP_BALANCE, "USDT")).toEqual({
      lpAmountText: "10.0003",
      mode: "unbalanced",
      percentages: [
        { symbol: "UTX", percentText: "0" },
        { symbol: "USDT", percentText: "100" },
      ],
    });
  });
});

describe("shares of the removal", () => {
  it("start from the pool weights, which add up to 100", () => {
    expect(weightPercentages(POOL_EOS_WAX)).toEqual([
      { symbol: "EOS", percentText: "80" },
      { symbol: "WAX", percentText: "20" },
    ]);
    expect(emptyRemoveInputs(POOL_EOS_WAX, "unbalanced")).toEqual({
      lpAmountText: "",
      mode: "unbalanced",
      percentages: weightPercentages(POOL_EOS_WAX),
    });
  });

  it("balanced: the pool's proportions (weights in basis points), whatever the percentages say", () => {
    expect(removeShares(POOL_EOS_WAX, { ...emptyRemoveInputs(POOL_EOS_WAX), percentages: [] })).toEqual([
      { token: tokenId(at(POOL_EOS_WAX.assets, 0)), proportion: 8000 },
      { token: tokenId(at(POOL_EOS_WAX.assets, 1)), proportion: 2000 },
    ]);
  });

  it("unbalanced: percent x 100, an empty field counting 0", () => {
    const utx = tokenId(at(POOL_UTX_USDT.assets, 0));
    const usdt = tokenId(at(POOL_UTX_USDT.assets, 1));
    expect(removeShares(POOL_UTX_USDT, inputs("1", "unbalanced", ["33.33", "66.67"]))).toEqual([
      { token: utx, proportion: 3333 },
      { token: usdt, proportion: 6667 },
    ]);
    expect(removeShares(POOL_UTX_USDT, inputs("1", "unbalanced", ["100", ""]))).toEqual([
      { token: utx, proportion: 10000 },
      { token: usdt, proportion: 0 },
    ]);
  });

  it("unbalanced: null unless each is 0..100 with 2 decimals at most and they sum to exactly 100", () => {
    for (const percents of [
      ["50", "40"],
      ["50", "50.01"],
      ["101", "-1"],
      ["50.001", "49.999"],
      ["abc", "100"],
    ]) {
      expect(removeShares(POOL_UTX_USDT, inputs("1", "unbalanced", percents))).toBeNull();
    }
  });

  it("setPercentage changes one token; the running total reads every valid field", () => {
    const changed = setPercentage(inputs("1", "unbalanced"), "USDT", "12.5");
    expect(changed.percentages.map((p) => p.percentText)).toEqual(["50", "12.5"]);
    expect(percentTotalBasisPoints(changed.percentages)).toBe(6250n);
    expect(percentTotalBasisPoints(setPercentage(changed, "UTX", "").percentages)).toBe(1250n);
    expect(percentTotalBasisPoints(setPercentage(changed, "UTX", "x").percentages)).toBeNull();
  });
});
