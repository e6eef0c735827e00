import { describe, expect, it } from "vitest";
import { decimalTextOf, poolFiguresOf } from "../../src/features/pools/poolFigures";
import {
  estimatedAprPercent,
  type PoolListRow,
  poolListRows,
  poolPosition,
  symbolCodeOf,
} from "../../src/features/pools/poolRows";
import { positionLpText, positionUsdText } from "../../src/features/pools/positionFigures";
import { LIST_POOLS, parsePools, rawPool, USER_LP_BALANCES } from "./poolFixtures";

const pools = parsePools(LIST_POOLS);
const wallet = { balances: USER_LP_BALANCES, loading: false };
const row = (rows: PoolListRow[], name: string) => {
  const found = rows.find((r) => r.name === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

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

describe("pool list rows", () => {
  it("puts non-UFX pools under Standard Pools and UFX pairs under UFX Pools", () => {
    expect(poolListRows(pools, "standard", wallet).map((r) => r.name)).toEqual(["alpha", "Beta", "gamma"]);
    expect(poolListRows(pools, "ufx", wallet).map((r) => r.name)).toEqual(["ufxutx"]);
  });

  it("carries the figures of the summary", () => {
    const alpha = row(poolListRows(pools, "standard", wallet), "alpha");
    expect(alpha).toMatchObject({
      id: "1",
      type: "standard",
      liquidityUsd: "12345678901234.567891",
      volumeUsd: "20",
      aprPercent: "5.00",
      lp: { symbol: "LPA", contract: "lptoken.ux", decimals: 4 },
    });
    expect(alpha.tokens).toEqual([
      { symbol: "UTX", contract: "token.ux" },
      { symbol: "USDT", contract: "token.ux" },
    ]);
    expect(row(poolListRows(pools, "standard", wallet), "Beta").volumeUsd).toBe("300");
  });

  it("values the LP balance at core_usd_value, exactly", () => {
    const rows = poolListRows(pools, "standard", wallet);
    expect(row(rows, "alpha").position).toEqual({ kind: "held", lpUnits: 10_0000n, usdUnits: 30_000_000n });
    expect(row(rows, "gamma").position).toEqual({ kind: "held", lpUnits: 1_0000n, usdUnits: 100_000_000n });
    expect(row(rows, "Beta").position).toEqual({ kind: "none" });
    expect(positionUsdText(row(rows, "alpha"))).toBe("$30.00");
    expect(positionLpText(row(rows, "alpha"))).toBe("10.0000 LPA");
    expect(positionUsdText(row(rows, "Beta"))).toBe("None");
    expect(positionLpText(row(rows, "Beta"))).toBe("None");
  });

  it("says None without a wallet and nothing yet while balances load", () => {
    const none = poolListRows(pools, "standard", { balances: undefined, loading: false });
    expect(none.map(positionUsdText)).toEqual(["None", "None", "None"]);
    const loading = poolListRows(pools, "standard", { balances: undefined, loading: true });
    expect(loading.map((r) => r.position.kind)).toEqual(["loading", "loading", "loading"]);
    expect(loading.map(positionUsdText)).toEqual([undefined, undefined, undefined]);
  });

  it("shows the LP amount when the LP token has no price, rather than a made-up value", () => {
    const lp = { symbol: "LPA", contract: "lptoken.ux", decimals: 4 };
    const position = poolPosition(lp, undefined, USER_LP_BALANCES, false);
    expect(position).toEqual({ kind: "held", lpUnits: 10_0000n, usdUnits: null });
    const unpriced = { ...row(poolListRows(pools, "standard", wallet), "alpha"), position };
    expect(positionUsdText(unpriced)).toBe("10.0000 LPA");
    // A price of 0 is no price either.
    expect(poolPosition(lp, "0", USER_LP_BALANCES, false)).toEqual(position);
    // USD value rounds down: 1 unit (0.0001 LP) at $0.001 is $0.0000001 -> 0 micro-dollars.
    expect(poolPosition(lp, "0.001", new Map([["LPA@lptoken.ux", 1n]]), false)).toEqual({
      kind: "held",
      lpUnits: 1n,
      usdUnits: 0n,
    });
    expect(poolPosition(undefined, "3", USER_LP_BALANCES, false)).toEqual({ kind: "none" });
  });
});
