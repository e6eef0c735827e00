import { describe, expect, it } from "vitest";
import { poolMixCards, poolMixPage, poolMixPageCount } from "../../../src/features/pools/poolMix";
import { parsePools, rawPool } from "./poolFixtures";

describe("Pool Mix cards", () => {
  it("shows each token's share, quantity (4 decimals) and instant USD price", () => {
    const [pool] = parsePools([
      {
        ...rawPool({ id: 1, name: "p", lp: "LPP", assets: [] }),
        assets: [
          {
            ext_symbol: { contract: "token.ux", sym: "4,UTX" },
            quantity: "1234.5678 UTX",
            weight: 6000,
            plp: "61.25",
          },
          {
            ext_symbol: { contract: "eosio.token", sym: "8,WAX" },
            quantity: "2.12345678 WAX",
            weight: 3000,
            wt: "30.00",
          },
          { ext_symbol: { contract: "token.ux", sym: "4,EOS" }, quantity: "1.0000 EOS", weight: 1000 },
        ],
        asset_prices: [
          { symbol: "UTX", contract: "token.ux", price: "0.0123" },
          { symbol: "WAX", contract: "other.token", price: "9" },
          { symbol: "EOS", contract: "token.ux", price: 0.75 },
        ],
      },
    ]);
    if (!pool) throw new Error("no pool");
    expect(poolMixCards(pool)).toEqual([
      // The weight/100 percent (spec 1 §9), the USD share of the liquidity (plp) beside it when sent.
      {
        symbol: "UTX",
        contract: "token.ux",
        percent: "60.00%",
        usdShare: "61.25%",
        quantity: "1,234.5678 UTX",
        price: "$0.0123",
      },
      // The WAX price listed is another contract's token: no price rather than a wrong one.
      {
        symbol: "WAX",
        contract: "eosio.token",
        percent: "30.00%",
        usdShare: null,
        quantity: "2.1234 WAX",
        price: "—",
      },
      {
        symbol: "EOS",
        contract: "token.ux",
        percent: "10.00%",
        usdShare: null,
        quantity: "1.0000 EOS",
        price: "$0.7500",
      },
    ]);
  });

  it("the percent is the weight/100 even when the indexer's wt disagrees", () => {
    const [pool] = parsePools([
      {
        ...rawPool({ id: 2, name: "q", lp: "LPQ", assets: [] }),
        assets: [
          {
            ext_symbol: { contract: "token.ux", sym: "4,UTX" },
            quantity: "1.0000 UTX",
            weight: 8000,
            wt: "50",
          },
          { ext_symbol: { contract: "token.ux", sym: "4,EOS" }, quantity: "1.0000 EOS", weight: 2000 },
        ],
        asset_prices: [],
      },
    ]);
    if (!pool) throw new Error("no pool");
    expect(poolMixCards(pool).map((card) => card.percent)).toEqual(["80.00%", "20.00%"]);
  });

  it("pages 4 at a time and clamps the page", () => {
    const cards = ["a", "b", "c", "d", "e", "f"];
    expect(poolMixPageCount(0)).toBe(1);
    expect(poolMixPageCount(4)).toBe(1);
    expect(poolMixPageCount(5)).toBe(2);
    expect(poolMixPageCount(9)).toBe(3);
    expect(poolMixPage(cards, 0)).toEqual(["a", "b", "c", "d"]);
    expect(poolMixPage(cards, 1)).toEqual(["e", "f"]);
    expect(poolMixPage(cards, 7)).toEqual(["e", "f"]);
    expect(poolMixPage(cards, -1)).toEqual(["a", "b", "c", "d"]);
  });
});
