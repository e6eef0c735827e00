import { describe, expect, it } from "vitest";
import { type PoolListRow, poolListRows } from "../../../src/features/pools/poolRows";
import { samePoolRow } from "../../../src/features/pools/samePoolRow";
import { LIST_POOLS, parsePools, USER_LP_BALANCES } from "./poolFixtures";

const wallet = { balances: USER_LP_BALANCES, loading: false };
const [alpha] = poolListRows(parsePools(LIST_POOLS), "standard", wallet) as [PoolListRow];

describe("samePoolRow", () => {
  it("sees a row rebuilt from an equal summary as the same", () => {
    const [rebuilt] = poolListRows(parsePools(LIST_POOLS), "standard", wallet);
    expect(rebuilt).not.toBe(alpha);
    expect(samePoolRow(alpha, rebuilt as PoolListRow)).toBe(true);
  });

  it("compares every field a row has (a new field must be added to samePoolRow too)", () => {
    expect(Object.keys(alpha).sort()).toEqual(
      ["aprPercent", "id", "liquidityUsd", "lp", "name", "position", "tokens", "type", "volumeUsd"].sort(),
    );
  });

  it.each<[string, Partial<PoolListRow>]>([
    ["liquidity", { liquidityUsd: "1" }],
    ["volume", { volumeUsd: "1" }],
    ["APR", { aprPercent: "1" }],
    ["name", { name: "other" }],
    ["type", { type: "ufx" }],
    ["tokens", { tokens: [{ symbol: "UTX", contract: "token.ux" }] }],
    [
      "token contract",
      {
        tokens: [
          { symbol: "UTX", contract: "x" },
          { symbol: "USDT", contract: "token.ux" },
        ],
      },
    ],
    ["LP token", { lp: { symbol: "LPX", contract: "lptoken.ux", decimals: 4 } }],
    ["position kind", { position: { kind: "loading" } }],
    ["position amount", { position: { kind: "held", lpUnits: 1n, usdUnits: 30_000_000n } }],
    ["position value", { position: { kind: "held", lpUnits: 10_0000n, usdUnits: null } }],
  ])("sees a changed %s", (_what, change) => {
    expect(samePoolRow(alpha, { ...alpha, ...change })).toBe(false);
  });
});
