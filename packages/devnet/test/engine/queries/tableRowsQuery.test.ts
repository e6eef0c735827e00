import { nameToUint64 } from "@ux/core/names";
import { describe, expect, it } from "vitest";
import { ChainError } from "../../../src/engine/engineContract";
import { scopeName, uint64FromText } from "../../../src/engine/queries/boundConversion";
import {
  type QueryableTable,
  queryTableRows,
  secondaryIndexOf,
} from "../../../src/engine/queries/tableRowsQuery";
import { BASE_PARAMS as base } from "../support/tableRowsParams";

const NAMES = ["alice", "bob", "carol", "dave", "erin", "frank"];

/** Rows keyed by name, with a secondary index on a score (ties broken by primary key) and a hash index. */
function table(): QueryableTable {
  const rows = new Map(
    NAMES.map((name, i) => [
      nameToUint64(name),
      { payer: name, value: { owner: name, score: (i * 7) % 4 }, packed: Uint8Array.of(i, 0xab) },
    ]),
  );
  const keys = [...rows.keys()].sort((a, b) => (a < b ? -1 : 1));
  const byScore = keys
    .map((key) => ({
      key: BigInt((rows.get(key)?.value as { score: number } | undefined)?.score ?? 0),
      primaryKey: key,
    }))
    .sort((a, b) => (a.key === b.key ? (a.primaryKey < b.primaryKey ? -1 : 1) : a.key < b.key ? -1 : 1));
  const byHash = keys
    .map((key, i) => ({ key: i.toString(16).padStart(2, "0").repeat(32), primaryKey: key }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  return { keys, rows, indexes: [{ entries: byScore }, { entries: byHash }] };
}

const owners = (rows: unknown[]) => rows.map((row) => (row as { owner: string }).owner);

describe("get_table_rows", () => {
  it("returns rows in primary key order, up to the limit, with more and the next key", () => {
    expect(owners(queryTableRows(table(), base).rows)).toEqual(NAMES);
    const page = queryTableRows(table(), { ...base, limit: 2 });
    expect(owners(page.rows)).toEqual(["alice", "bob"]);
    expect(page.more).toBe(true);
    expect(page.next_key).toBe(nameToUint64("carol").toString());
    const next = queryTableRows(table(), { ...base, limit: 2, lowerBound: page.next_key });
    expect(owners(next.rows)).toEqual(["carol", "dave"]);
    const last = queryTableRows(table(), { ...base, limit: 2, lowerBound: "erin" });
    expect(last).toEqual({ rows: last.rows, more: false, next_key: "" });
    expect(owners(last.rows)).toEqual(["erin", "frank"]);
  });

  it("treats both bounds as inclusive, by name or number", () => {
    expect(owners(queryTableRows(table(), { ...base, lowerBound: "bob", upperBound: "dave" }).rows)).toEqual([
      "bob",
      "carol",
      "dave",
    ]);
    const byNumber = {
      ...base,
      lowerBound: nameToUint64("bob").toString(),
      upperBound: (nameToUint64("dave") - 1n).toString(),
    };
    expect(owners(queryTableRows(table(), byNumber).rows)).toEqual(["bob", "carol"]);
    expect(queryTableRows(table(), { ...base, lowerBound: "dave", upperBound: "bob" })).toEqual({
      rows: [],
      more: false,
      next_key: "",
    });
  });

  it("walks backwards from the upper bound with reverse, next_key pointing further down", () => {
    const page = queryTableRows(table(), { ...base, reverse: true, upperBound: "erin", limit: 2 });
    expect(owners(page.rows)).toEqual(["erin", "dave"]);
    expect(page).toMatchObject({ more: true, next_key: nameToUint64("carol").toString() });
    const rest = queryTableRows(table(), {
      ...base,
      reverse: true,
      upperBound: page.next_key,
      lowerBound: "bob",
    });
    expect(owners(rest.rows)).toEqual(["carol", "bob"]);
    expect(rest.more).toBe(false);
  });

  it("reads a secondary index in (key, primary key) order with bounds on the secondary key", () => {
    // scores: alice 0, bob 3, carol 2, dave 1, erin 0, frank 3
    const all = queryTableRows(table(), { ...base, indexPosition: "2", keyType: "i64" });
    expect(owners(all.rows)).toEqual(["alice", "erin", "dave", "carol", "bob", "frank"]);
    const bounded = queryTableRows(table(), {
      ...base,
      indexPosition: "secondary",
      keyType: "i64",
      lowerBound: "1",
      upperBound: "2",
      limit: 1,
    });
    expect(owners(bounded.rows)).toEqual(["dave"]);
    expect(bounded).toMatchObject({ more: true, next_key: "2" });
    const hashed = queryTableRows(table(), {
      ...base,
      indexPosition: "3",
      keyType: "sha256",
      lowerBound: "02".repeat(32),
      upperBound: "03".repeat(32),
    });
    expect(owners(hashed.rows)).toEqual(["carol", "dave"]);
  });

  it("serves packed rows as hex without json, and payers with show_payer", () => {
    expect(queryTableRows(table(), { ...base, json: false, limit: 1 }).rows).toEqual(["00ab"]);
    expect(queryTableRows(table(), { ...base, showPayer: true, limit: 1 }).rows).toEqual([
      { data: { owner: "alice", score: 0 }, payer: "alice" },
    ]);
    expect(queryTableRows(table(), { ...base, limit: 0 })).toEqual({
      rows: [],
      more: true,
      next_key: nameToUint64("alice").toString(),
    });
  });

  it("answers an empty result for a table without rows, and errors for unusable bounds", () => {
    expect(queryTableRows(undefined, base)).toEqual({ rows: [], more: false, next_key: "" });
    expect(() => queryTableRows(table(), { ...base, lowerBound: "Not-A-Key!" })).toThrow(
      "Could not convert lower_bound string 'Not-A-Key!' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)",
    );
    expect(() =>
      queryTableRows(table(), { ...base, indexPosition: "2", keyType: "sha256", lowerBound: "abc" }),
    ).toThrow(ChainError);
    expect(() =>
      queryTableRows(table(), { ...base, indexPosition: "2", keyType: "foo", lowerBound: "1" }),
    ).toThrow("Unsupported secondary index type: foo");
    expect(() => queryTableRows(table(), { ...base, indexPosition: "eleventh" })).toThrow(
      "Invalid index_position: eleventh",
    );
  });
});

describe("index positions and bounds as nodeos reads them", () => {
  it("maps index_position words and numbers to secondary indexes", () => {
    expect(["", "primary", "first", "one", "1", "0"].map(secondaryIndexOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(
      [
        "secondary",
        "two",
        "2",
        "tertiary",
        "third",
        "3",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "12",
      ].map(secondaryIndexOf),
    ).toEqual([0, 0, 0, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 10]);
  });

  it("converts bounds and scopes from numbers, names and symbols", () => {
    expect(uint64FromText("12345", "x")).toBe(12345n);
    expect(uint64FromText("alice", "x")).toBe(nameToUint64("alice"));
    expect(uint64FromText("UTX", "x")).toBe(0x585455n);
    expect(uint64FromText("4,UTX", "x")).toBe(0x58545504n);
    expect(scopeName("alice")).toBe("alice");
    expect(scopeName(nameToUint64("bob").toString())).toBe("bob");
    // A stat table's scope is the symbol code's value printed as a name.
    expect(scopeName("UTX")).toBe("........f1e55");
    expect(scopeName("4,UTX")).toBe("......2selek4");
  });
});
