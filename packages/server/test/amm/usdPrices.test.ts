import type { Pool, PoolAsset } from "@ux/core/amm";
import { describe, expect, it } from "vitest";
import {
  percentChange,
  percentText,
  priceText,
  usdText,
  usdUnitsOfText,
} from "../../src/amm/indexer/decimalText";
import { poolLiquidityUsd, usdPrices, usdValue } from "../../src/amm/indexer/usdPrices";

const asset = (
  symbol: string,
  balance: bigint,
  weight: number,
  decimals = 4,
  contract = "eosio.token",
): PoolAsset => ({
  contract,
  symbol,
  decimals,
  balance,
  weight,
  min_trade: 0n,
});
const pool = (id: number, assets: PoolAsset[], supply = 1_000_000n): Pool => ({
  id,
  pool_name: `p${id}`,
  assets,
  lp: { contract: "lptoken.ux", symbol: `LP${String.fromCharCode(65 + id)}`, decimals: 4, supply },
  fee_bps: 20,
  is_ufx_pool: false,
});
const USDT = (balance: bigint, weight: number, contract = "tethertether") =>
  asset("USDT", balance, weight, 6, contract);

describe("USD prices anchored on USDT", () => {
  it("uses the weighted spot price (Bq/wq)/(Bb/wb) across precisions", () => {
    // 80/20: 400000 UTX and 10000 USDT -> (10000/0.2)/(400000/0.8) = 0.1 USD per UTX.
    const prices = usdPrices([pool(0, [asset("UTX", 4_000_000_000n, 8000), USDT(10_000_000_000n, 2000)])]);
    expect(prices.get("UTX@eosio.token")).toBe(100_000_000_000n);
    expect(prices.get("USDT@tethertether")).toBe(1_000_000_000_000n);
    // 8 decimals: 50000 WAX against 2500 USDT (50/50) -> 0.05.
    const wax = usdPrices([pool(1, [asset("WAX", 5_000_000_000_000n, 5000, 8), USDT(2_500_000_000n, 5000)])]);
    expect(priceText(wax.get("WAX@eosio.token") ?? 0n)).toBe("0.05");
  });

  it("takes a price from the pool whose priced side is deepest, hop by hop", () => {
    const shallow = pool(0, [asset("EOS", 10_000n, 5000), USDT(20_000n, 5000)]); // 1 EOS = 2 USD, $0.02 deep
    const deep = pool(1, [asset("EOS", 1_000_000_000n, 5000), USDT(100_000_000_000n, 5000)]); // 1 EOS = 1 USD
    const hop = pool(2, [asset("EOS", 10_000_000n, 5000), asset("TLOS", 40_000_000n, 5000)]); // 1 TLOS = 0.25 EOS
    const prices = usdPrices([shallow, deep, hop]);
    expect(priceText(prices.get("EOS@eosio.token") ?? 0n)).toBe("1");
    expect(priceText(prices.get("TLOS@eosio.token") ?? 0n)).toBe("0.25");
    // LP = liquidity / supply: 1000 EOS * $1 + 4000 TLOS * $0.25 = 2000 USD over 100 LPC.
    expect(priceText(prices.get("LPC@lptoken.ux") ?? 0n)).toBe("20");
    expect(usdText(poolLiquidityUsd(hop, prices))).toBe("2000.000000");
  });

  it("anchors only on the configured stablecoin contract when one is named", () => {
    const fake = pool(0, [asset("UTX", 10_000n, 5000), USDT(1_000_000n, 5000, "fake.usdt")]);
    expect(usdPrices([fake], { symbol: "USDT", contract: "tethertether" }).size).toBe(0);
    expect(usdPrices([fake], { symbol: "USDT", contract: null }).get("UTX@eosio.token")).toBe(
      1_000_000_000_000n,
    );
  });

  it("values amounts rounding down, and formats percents and decimals exactly", () => {
    expect(usdValue(3n, 4, 1_000_000_000_000n)).toBe(300n); // 0.0003 tokens at $1 = 300 micro-dollars
    expect(usdValue(1n, 8, 999_999_999_999n)).toBe(0n);
    expect(percentChange(0n, 0n)).toBe(0n);
    expect(percentChange(0n, 5n)).toBeNull();
    expect(percentText(percentChange(300n, 200n) ?? 0n)).toBe("-33.33");
    expect(percentText(5n)).toBe("0.05");
    expect(usdUnitsOfText("12.3456789")).toBe(12_345_678n);
    expect(usdUnitsOfText("-0.5")).toBe(-500_000n);
    expect(usdUnitsOfText("-0.0000005")).toBe(-1n); // rounded down, never up
    expect(usdUnitsOfText(null)).toBe(0n);
    expect(usdUnitsOfText("")).toBe(0n);
    expect(() => usdUnitsOfText("12.5 USD")).toThrow("not a decimal: 12.5 USD");
  });
});
