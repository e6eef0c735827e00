import { describe, expect, it } from "vitest";
import { type PoolListRow, poolListRows, poolPosition } from "../../../src/features/pools/poolRows";
import { positionLpText, positionUsdText } from "../../../src/features/pools/positionFigures";
import { LIST_POOLS, parsePools, USER_LP_BALANCES } from "./poolFixtures";

const pools = parsePools(LIST_POOLS);
const wallet = { balances: USER_LP_BALANCES, loading: false };
const row = (rows: PoolListRow[], name: string) => {
  const found = rows.find((r) => r.name === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

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
