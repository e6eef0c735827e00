import { nameToUint64 } from "@ux/core/names";
import { describe, expect, it } from "vitest";
import { ChainError } from "../../../src/engine/engineContract";
import {
  type QueryableTable,
  queryTableRows,
  secondaryIndexOf,
  type TableRowsParams,
} from "../../../src/engine/queries/tableRowsQuery";
import { BASE_PARAMS as base } from "../support/tableRowsParams";

// get_table_rows refusals as nodeos' chain_plugin words them (get_table_rows, get_table_index_name,
// convert_to_type), and the cases where nodeos answers an empty page instead of an error.

/** Two rows keyed by name, with an i64 secondary index (position 2) only. */
function table(): QueryableTable {
  const alice = nameToUint64("alice");
  const bob = nameToUint64("bob");
  return {
    keys: [alice, bob],
    rows: new Map([
      [alice, { payer: "alice", value: { owner: "alice" }, packed: Uint8Array.of(1) }],
      [bob, { payer: "bob", value: { owner: "bob" }, packed: Uint8Array.of(2) }],
    ]),
    indexes: [
      {
        entries: [
          { key: 5n, primaryKey: bob },
          { key: 9n, primaryKey: alice },
        ],
      },
    ],
  };
}

const EMPTY = { rows: [], more: false, next_key: "" };

/** The ChainError a query throws, as [name, code, what, first detail, HTTP status]. */
function refusal(params: Partial<TableRowsParams>, rows: QueryableTable | undefined = table()): unknown[] {
  try {
    queryTableRows(rows, { ...base, ...params });
  } catch (error) {
    if (!(error instanceof ChainError)) throw error;
    return [error.errorName, error.errorCode, error.what, error.details[0]?.message, error.httpStatus];
  }
  throw new Error("the query was not refused");
}

const tableQuery = (message: string) => [
  "contract_table_query_exception",
  3060003,
  "Contract Table Query Exception",
  message,
  500,
];
const invalidName = (message: string) => ["name_type_exception", 3010001, "Invalid name", message, 500];
const keyConversion = (field: string, text: string) => [
  "exception",
  0,
  "unspecified",
  `Could not convert ${field} string '${text}' to key type.`,
  500,
];

describe("key types", () => {
  it("refuses an unknown key type for a secondary index, even on a table that does not exist", () => {
    for (const keyType of ["foo", "i64x", "I64", "checksum256", "uint64"]) {
      expect(refusal({ indexPosition: "2", keyType })).toEqual(
        tableQuery(`Unsupported secondary index type: ${keyType}`),
      );
      expect(refusal({ indexPosition: "secondary", keyType }, undefined)).toEqual(
        tableQuery(`Unsupported secondary index type: ${keyType}`),
      );
    }
  });

  it("requires a key type for a secondary index", () => {
    expect(refusal({ indexPosition: "3" })).toEqual(tableQuery("key type required for non-primary index"));
  });

  it("ignores the key type on the primary index of an i64 table, as nodeos does", () => {
    const owners = queryTableRows(table(), { ...base, keyType: "foo" }).rows;
    expect(owners).toEqual([{ owner: "alice" }, { owner: "bob" }]);
  });

  it("reads floating-point key types, which no devnet index has: an empty page once the bounds convert", () => {
    expect(
      queryTableRows(table(), { ...base, indexPosition: "2", keyType: "float64", lowerBound: "1.5e3" }),
    ).toEqual(EMPTY);
    expect(
      queryTableRows(table(), { ...base, indexPosition: "2", keyType: "float128", upperBound: "-inf" }),
    ).toEqual(EMPTY);
    expect(refusal({ indexPosition: "2", keyType: "float64", lowerBound: "1.2.3" })).toEqual(
      keyConversion("lower_bound", "1.2.3"),
    );
    expect(refusal({ indexPosition: "2", keyType: "float64", upperBound: "NaN" })).toEqual(
      tableQuery("Converted upper_bound string 'NaN' to NaN which is not a permitted value for the key type"),
    );
  });
});

describe("index positions", () => {
  it("refuses what is neither a known word nor a uint64, case and spaces included", () => {
    for (const position of ["Secondary", " 2", "twenty", "-1", "2.0", "eleventh", "18446744073709551616"])
      expect(refusal({ indexPosition: position, keyType: "i64" })).toEqual(
        tableQuery(`Invalid index_position: ${position}`),
      );
  });

  it("answers an empty page for an index the table does not have, wrapping past 17 as nodeos does", () => {
    expect(queryTableRows(table(), { ...base, indexPosition: "3", keyType: "i64" })).toEqual(EMPTY);
    expect(queryTableRows(table(), { ...base, indexPosition: "17", keyType: "i64" })).toEqual(EMPTY);
    expect(["18", "34", "18446744073709551615"].map(secondaryIndexOf)).toEqual([0, 0, 13]);
    expect(owners(queryTableRows(table(), { ...base, indexPosition: "18", keyType: "i64" }).rows)).toEqual([
      "bob",
      "alice",
    ]);
  });
});

const owners = (rows: unknown[]) => rows.map((row) => (row as { owner: string }).owner);

describe("bounds", () => {
  it("refuses a uint64 bound that is no number, name or symbol with nodeos' chain_type_exception", () => {
    for (const indexPosition of ["", "2"])
      expect(refusal({ indexPosition, keyType: "i64", upperBound: "Not-A-Key!" })).toEqual([
        "chain_type_exception",
        3010000,
        "chain type exception",
        "Could not convert upper_bound string 'Not-A-Key!' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)",
        500,
      ]);
  });

  it("reads a bound as a name with key_type name, on either index, refusing an invalid one", () => {
    expect(owners(queryTableRows(table(), { ...base, keyType: "name", lowerBound: "bob" }).rows)).toEqual([
      "bob",
    ]);
    for (const indexPosition of ["", "2"])
      expect(refusal({ indexPosition, keyType: "name", lowerBound: "Bob" })).toEqual(
        invalidName("Name not properly normalized (name: Bob, normalized: .ob) "),
      );
    expect(refusal({ keyType: "name", upperBound: "a-very-long-name" })).toEqual(
      invalidName("Name is longer than 13 characters (a-very-long-name) "),
    );
  });

  it("refuses i128 and hash bounds that do not convert with nodeos' convert_to_type text", () => {
    expect(refusal({ indexPosition: "2", keyType: "i128", lowerBound: "twelve" })).toEqual(
      keyConversion("lower_bound", "twelve"),
    );
    expect(refusal({ indexPosition: "2", keyType: "sha256", upperBound: "zz".repeat(32) })).toEqual(
      keyConversion("upper_bound", "zz".repeat(32)),
    );
    expect(refusal({ indexPosition: "2", keyType: "ripemd160", lowerBound: "abc" })).toEqual(
      keyConversion("lower_bound", "abc"),
    );
  });

  it("are not read at all when the table or the index is missing (nodeos answers an empty page)", () => {
    expect(queryTableRows(undefined, { ...base, lowerBound: "Not-A-Key!" })).toEqual(EMPTY);
    expect(
      queryTableRows(table(), { ...base, indexPosition: "4", keyType: "i128", lowerBound: "x" }),
    ).toEqual(EMPTY);
  });
});
