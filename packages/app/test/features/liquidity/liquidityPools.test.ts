import { describe, expect, it } from "vitest";
import {
  addPoolChoices,
  chosenPool,
  liquidityPoolOptions,
  removePoolChoices,
} from "../../src/features/liquidity/liquidityPools";
import { positionRows } from "../../src/features/liquidity/liquidityPositions";
import { positionLinks } from "../../src/features/liquidity/positionLinks";
import { poolUsdRates, usdFieldText, usdUnitsOf } from "../../src/features/liquidity/usdRates";
import { balances, ENTRIES, POOL_EOS_WAX, POOL_UFX, POOL_UTX_USDT, SUMMARY, summaryOf } from "./fixtures";

describe("pool lists (spec 2 §5: Remove Liquidity includes UFX pools, Add hides them)", () => {
  it("Add lists the standard pools only; Remove lists every pool", () => {
    expect(addPoolChoices(ENTRIES).map((e) => e.pool.pool_name)).toEqual(["antelope", "eoswax"]);
    expect(removePoolChoices(ENTRIES).map((e) => e.pool.pool_name)).toEqual(["antelope", "eoswax", "ufxutx"]);
  });

  it("offers pools by pool_name, with the description after the name when there is one", () => {
    expect(liquidityPoolOptions(ENTRIES)).toEqual([
      { value: "antelope", label: "antelope · UTX and USDT" },
      { value: "eoswax", label: "eoswax" },
      { value: "ufxutx", label: "ufxutx · UFX pair" },
    ]);
  });

  it("pool_name preselects a pool only among the tab's choices", () => {
    expect(chosenPool(addPoolChoices(ENTRIES), "eoswax")?.pool).toBe(POOL_EOS_WAX);
    expect(chosenPool(addPoolChoices(ENTRIES), "ufxutx")).toBeUndefined();
    expect(chosenPool(removePoolChoices(ENTRIES), "ufxutx")?.pool).toBe(POOL_UFX);
    expect(chosenPool(removePoolChoices(ENTRIES), "")).toBeUndefined();
    expect(chosenPool(removePoolChoices(ENTRIES), null)).toBeUndefined();
    expect(chosenPool(removePoolChoices(ENTRIES), "nope")).toBeUndefined();
  });
});

describe("USD prices from the indexer summary", () => {
  it("takes the pool's own prices, then any other pool's price of the same token", () => {
    expect(poolUsdRates(SUMMARY, POOL_UTX_USDT)).toEqual({ UTX: "0.25" });
    expect(poolUsdRates(SUMMARY, POOL_UFX)).toEqual({ UTX: "0.25" });
    expect(poolUsdRates(undefined, POOL_UTX_USDT)).toEqual({});
  });

  it("matches by name when the id differs, prefers the pool's own price, ignores other contracts", () => {
    const summary = summaryOf([
      {
        id: "7",
        pool_name: "other",
        is_ufx_pool: false,
        assets: [],
        asset_prices: [{ symbol: "UTX", contract: "token.ux", price: "0.3" }],
      },
      {
        id: "99",
        pool_name: "antelope",
        is_ufx_pool: false,
        assets: [],
        asset_prices: [
          { symbol: "UTX", contract: "fake.ux", price: "100" },
          { symbol: "UTX", contract: "token.ux", price: "0.2" },
        ],
      },
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

describe("positionRows: one row per pool the user holds LP of", () => {
  const wallet = balances({ LP1: 5_000_0000n, LP2: 1_000_0000n, LP3: 2_0000n, UTX: 9n });

  it("LP amount, share, token shares rounded down, USD value; pools without LP are left out", () => {
    const rows = positionRows(ENTRIES, wallet, SUMMARY);
    expect(rows.map((r) => r.poolName)).toEqual(["antelope", "eoswax", "ufxutx"]);
    expect(rows[0]).toEqual({
      poolName: "antelope",
      description: "UTX and USDT",
      lpSymbol: "LP1",
      lpText: "5000.0000",
      sharePercentText: "1.0000",
      tokens: [
        { symbol: "UTX", amountText: "10000.0000" },
        { symbol: "USDT", amountText: "2500.0000" },
      ],
      // 10,000 UTX at $0.25 + 2,500 USDT at $1.
      usdValue: "5000.000000",
    });
    expect(positionRows(ENTRIES, balances({ LP1: 5_000_0000n }), SUMMARY)).toHaveLength(1);
  });

  it("a token without a price: the pool's liquidity_usd_value times the LP share", () => {
    const row = positionRows(ENTRIES, wallet, SUMMARY)[1];
    expect(row?.tokens).toEqual([
      { symbol: "EOS", amountText: "800.0000" },
      { symbol: "WAX", amountText: "2000.0000" },
    ]);
    expect(row?.sharePercentText).toBe("0.1000");
    expect(row?.usdValue).toBe("800.000000");
  });

  it("no price and no liquidity figure: no USD value (UFX pools are positions too)", () => {
    const row = positionRows(ENTRIES, wallet, SUMMARY)[2];
    expect(row).toMatchObject({
      poolName: "ufxutx",
      lpText: "2.0000",
      sharePercentText: "0.0010",
      tokens: [
        { symbol: "UFX", amountText: "1.0000" },
        { symbol: "UTX", amountText: "4.0000" },
      ],
      usdValue: null,
    });
  });

  it("nothing without balances", () => {
    expect(positionRows(ENTRIES, undefined, SUMMARY)).toEqual([]);
    expect(positionRows(ENTRIES, balances({}), undefined)).toEqual([]);
  });
});

describe("position row actions (spec 2 §2)", () => {
  it("Swap, Add Liquidity and Remove Liquidity with query pool_name", () => {
    expect(positionLinks("antelope")).toEqual([
      { label: "Swap", to: "/amm/swap?pool_name=antelope" },
      { label: "Add Liquidity", to: "/amm/liquidity/add?pool_name=antelope" },
      { label: "Remove Liquidity", to: "/amm/liquidity/remove?pool_name=antelope" },
    ]);
    expect(positionLinks("a&b")[0]?.to).toBe("/amm/swap?pool_name=a%26b");
  });
});
