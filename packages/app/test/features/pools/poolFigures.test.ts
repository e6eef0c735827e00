import { describe, expect, it } from "vitest";
import { decimalTextOf, poolFiguresOf } from "../../../src/features/pools/poolFigures";
import { estimatedAprPercent, symbolCodeOf } from "../../../src/features/pools/poolRows";
import { parsePools, rawPool } from "./poolFixtures";

describe("summary figures the pools feature reads", () => {
  it("keeps the summary's extra pool fields through the shared parser and reads them leniently", () => {
    const [pool] = parsePools([
      rawPool({
        id: 9,
        name: "p",
        lp: "LPP",
        assets: [],
        extra: {
          volume_24h_usd_value: 1e-7,
          fees_24h_usd_value: " 12.5 ",
          trades_24h_average_usd_value: "12abc",
          apy_local_percent: null,
          core_usd_value: { price: 1 },
          fees_24h_usd_value_percent_change: "-3.10",
        },
      }),
    ]);
    if (!pool) throw new Error("no pool");
    expect(poolFiguresOf(pool)).toEqual({
      pool_description: "p pool",
      volume_24h_usd_value: "0.0000001",
      fees_24h_usd_value: "12.5",
      trades_24h_average_usd_value: undefined,
      apy_local_percent: undefined,
      core_usd_value: undefined,
      fees_24h_usd_value_percent_change: "-3.10",
      trades_24h_average_usd_value_percent_change: undefined,
      pools_liquidity_prior_snapshot_usd_value_percent_change: undefined,
    });
  });

  it("reads decimals only from finite numbers and plain decimal text", () => {
    expect(decimalTextOf(12)).toBe("12");
    expect(decimalTextOf("0.50")).toBe("0.50");
    expect(decimalTextOf(Number.NaN)).toBeUndefined();
    expect(decimalTextOf("1e5")).toBeUndefined();
    expect(decimalTextOf(true)).toBeUndefined();
  });

  it("takes the symbol code of an extended symbol", () => {
    expect(symbolCodeOf("4,UTX")).toBe("UTX");
    expect(symbolCodeOf("8,WAX")).toBe("WAX");
    expect(symbolCodeOf("EOS")).toBe("EOS");
  });

  it("uses the indexer's APR, else fees_24h / liquidity * 365 * 100 truncated to hundredths", () => {
    const figures = (extra: Record<string, unknown>) => {
      const [pool] = parsePools([rawPool({ id: 1, name: "x", lp: "LPX", assets: [], extra })]);
      if (!pool) throw new Error("no pool");
      return poolFiguresOf(pool);
    };
    expect(estimatedAprPercent(figures({ apy_local_percent: "7.77", fees_24h_usd_value: "1" }), "100")).toBe(
      "7.77",
    );
    // 1.5 / 1000 * 365 * 100 = 54.75
    expect(estimatedAprPercent(figures({ fees_24h_usd_value: "1.5" }), "1000")).toBe("54.75");
    // 1 / 3 * 36500 = 12166.666... -> 12166.66
    expect(estimatedAprPercent(figures({ fees_24h_usd_value: "1" }), "3")).toBe("12166.66");
    expect(estimatedAprPercent(figures({ fees_24h_usd_value: "1" }), "0")).toBe("0.00");
    expect(estimatedAprPercent(figures({}), "1000")).toBeUndefined();
    expect(estimatedAprPercent(figures({ fees_24h_usd_value: "1" }), undefined)).toBeUndefined();
  });
});
