import { describe, expect, it } from "vitest";
import { poolMixCards, poolMixPage, poolMixPageCount } from "../../../src/features/pools/poolMix";
import { parsePools, rawPool } from "./poolFixtures";

/** A pool with exactly these indexer assets and prices (rawPool gives every asset the same figures). */
function poolWith(assets: readonly object[], prices: readonly object[]) {
  const [pool] = parsePools([
    { ...rawPool({ id: 1, name: "p", lp: "LPP", assets: [] }), assets, asset_prices: prices },
  ]);
  if (!pool) throw new Error("no pool");
  return pool;
}

/** An asset as the indexer sends it, with the optional figures (plp, wt) given in `extra`. */
const indexerAsset = (
  contract: string,
  sym: string,
  quantity: string,
  weight: number,
  extra: object = {},
) => ({
  ext_symbol: { contract, sym },
  quantity,
  weight,
  ...extra,
});

describe("Pool Mix cards", () => {
  it("shows each token's share, quantity (4 decimals) and instant USD price", () => {
    const pool = poolWith(
      [
        indexerAsset("token.ux", "4,UTX", "1234.5678 UTX", 6000, { plp: "61.25" }),
        indexerAsset("eosio.token", "8,WAX", "2.12345678 WAX", 3000, { wt: "30.00" }),
        indexerAsset("token.ux", "4,EOS", "1.0000 EOS", 1000),
      ],
      [
        { symbol: "UTX", contract: "token.ux", price: "0.0123" },
        { symbol: "WAX", contract: "other.token", price: "9" },
        { symbol: "EOS", contract: "token.ux", price: 0.75 },
      ],
    );
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
    const pool = poolWith(
      [
        indexerAsset("token.ux", "4,UTX", "1.0000 UTX", 8000, { wt: "50" }),
        indexerAsset("token.ux", "4,EOS", "1.0000 EOS", 2000),
      ],
      [],
    );
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
