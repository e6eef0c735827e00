import { minimumReceived } from "@ux/core/amm";
import { describe, expect, it } from "vitest";
import { unitsSpot } from "../../../src/shared/slippage/priceImpact";
import { protectedMinimum } from "../../../src/shared/slippage/protectedMinimum";

describe("the minimum an order output sends", () => {
  it("is core minimumReceived for tokens of 4 decimals or fewer", () => {
    expect(protectedMinimum(997_900n, 50n, 4)).toBe(minimumReceived(997_900n, 50n));
    expect(protectedMinimum(997_900n, 50n, 4)).toBe(992_910n);
    expect(protectedMinimum(12_345n, 80n, 2)).toBe(12_246n);
  });

  it("is rounded down to the 4 shown decimals for longer tokens, so the text shown is the number sent", () => {
    // 12.34567891 WAX at 0.5% = 12.28395051..., shown and sent as 12.2839.
    expect(protectedMinimum(12_34567891n, 50n, 8)).toBe(12_28390000n);
  });
});

describe("spot prices in units", () => {
  it("turns a whole-token price into output units per input unit", () => {
    // 1 EOS (4 decimals) = 2 WAX (8 decimals): 1 EOS unit = 20,000 WAX units.
    expect(unitsSpot({ num: 2n, den: 1n }, 4, 8)).toEqual({ num: 2n * 10n ** 8n, den: 10n ** 4n });
  });
});
