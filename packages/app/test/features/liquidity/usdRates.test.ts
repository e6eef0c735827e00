import { describe, expect, it } from "vitest";
import { poolUsdRates, usdFieldText, usdUnitsOf } from "../../../src/features/liquidity/usdRates";
import { summaryPool } from "../../shared/amm/summaryPools";
import { POOL_UFX, POOL_UTX_USDT, SUMMARY, summaryOf } from "./fixtures";

describe("USD prices from the indexer summary", () => {
  it("takes the pool's own prices, then any other pool's price of the same token", () => {
    expect(poolUsdRates(SUMMARY, POOL_UTX_USDT)).toEqual({ UTX: "0.25" });
    expect(poolUsdRates(SUMMARY, POOL_UFX)).toEqual({ UTX: "0.25" });
    expect(poolUsdRates(undefined, POOL_UTX_USDT)).toEqual({});
  });

  it("matches by name when the id differs, prefers the pool's own price, ignores other contracts", () => {
    const summary = summaryOf([
      summaryPool("7", "other", [["UTX", "token.ux", "0.3"]]),
      summaryPool("99", "antelope", [
        ["UTX", "fake.ux", "100"],
        ["UTX", "token.ux", "0.2"],
      ]),
    ]);
    expect(poolUsdRates(summary, POOL_UTX_USDT)).toEqual({ UTX: "0.2" });
  });

  it("values units exactly, rounding down; USDT counts as 1; no price gives null / ''", () => {
    const utx = { contract: "token.ux", symbol: "UTX", decimals: 4 };
    const usdt = { contract: "token.ux", symbol: "USDT", decimals: 6 };
    expect(usdUnitsOf(1n, utx, { UTX: "0.25" })).toBe(25n); // 0.0001 UTX = $0.000025
    expect(usdFieldText(3n, utx, { UTX: "0.25" })).toBe("0.00");
    expect(usdFieldText(1_234_567n, usdt, {})).toBe("1.23");
    expect(usdUnitsOf(1n, utx, {})).toBeNull();
    expect(usdFieldText(1n, utx, { UTX: "0" })).toBe("");
  });
});
