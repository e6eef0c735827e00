import { describe, expect, it } from "vitest";
import { poolListRows } from "../../../src/features/pools/poolRows";
import {
  DEFAULT_POOL_SORT,
  nextPoolSort,
  POOL_COLUMNS,
  type PoolColumnKey,
  sortPoolRows,
} from "../../../src/features/pools/poolSort";
import { ASCENDING, LIST_POOLS, parsePools, rawPool, USER_LP_BALANCES } from "./poolFixtures";

const rows = poolListRows(parsePools(LIST_POOLS), "standard", { balances: USER_LP_BALANCES, loading: false });
const order = (key: PoolColumnKey, direction: "asc" | "desc") =>
  sortPoolRows(rows, { key, direction }).map((row) => row.name);

describe("pool table sorting", () => {
  it("has the spec's columns in order", () => {
    expect(POOL_COLUMNS.map((c) => c.label)).toEqual([
      "Pool Name",
      "Tokens",
      "Liquidity (USD)",
      "Volume (24H)",
      "Estimated APR",
      "My Position",
    ]);
  });

  for (const { key } of POOL_COLUMNS) {
    it(`sorts by ${key} both ways on exact values`, () => {
      const ascending = ASCENDING[key];
      expect(order(key, "asc")).toEqual(ascending);
      expect(order(key, "desc")).toEqual([...ascending].reverse());
    });
  }

  it("keeps unknown figures last in both directions and breaks ties by name", () => {
    const pools = parsePools([
      rawPool({ id: 1, name: "b", lp: "L1", assets: [], extra: { volume_24h_usd_value: "5" } }),
      rawPool({ id: 2, name: "unknown", lp: "L2", assets: [] }),
      rawPool({ id: 3, name: "a", lp: "L3", assets: [], extra: { volume_24h_usd_value: "5.000" } }),
      rawPool({ id: 4, name: "c", lp: "L4", assets: [], extra: { volume_24h_usd_value: "9" } }),
    ]);
    const list = poolListRows(pools, "standard", { balances: undefined, loading: false });
    const names = (direction: "asc" | "desc") =>
      sortPoolRows(list, { key: "volume", direction }).map((r) => r.name);
    expect(names("asc")).toEqual(["a", "b", "c", "unknown"]);
    expect(names("desc")).toEqual(["c", "a", "b", "unknown"]);
    const loading = poolListRows(pools, "standard", { balances: undefined, loading: true });
    expect(sortPoolRows(loading, { key: "position", direction: "desc" }).map((r) => r.name)).toEqual([
      "a",
      "b",
      "c",
      "unknown",
    ]);
  });

  it("starts largest first by liquidity; a new column starts A-Z for names, largest first for figures", () => {
    expect(DEFAULT_POOL_SORT).toEqual({ key: "liquidity", direction: "desc" });
    expect(nextPoolSort(DEFAULT_POOL_SORT, "liquidity")).toEqual({ key: "liquidity", direction: "asc" });
    expect(nextPoolSort({ key: "liquidity", direction: "asc" }, "liquidity")).toEqual({
      key: "liquidity",
      direction: "desc",
    });
    expect(nextPoolSort(DEFAULT_POOL_SORT, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextPoolSort(DEFAULT_POOL_SORT, "apr")).toEqual({ key: "apr", direction: "desc" });
  });

  it("does not reorder the rows it is given", () => {
    const before = rows.map((r) => r.name);
    sortPoolRows(rows, { key: "volume", direction: "asc" });
    expect(rows.map((r) => r.name)).toEqual(before);
  });
});
