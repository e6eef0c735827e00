import { describe, expect, it } from "vitest";
import { positionRows } from "../../../src/features/liquidity/liquidityPositions";
import { balances, ENTRIES, SUMMARY } from "./fixtures";

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
