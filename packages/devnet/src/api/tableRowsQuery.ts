import { bytesToHex } from "@ux/core/antelope/hex";
import { hashFromText, uint64FromText, uint128FromText } from "./boundConversion";
import { invalidRequest, tableQueryError } from "./nodeosErrors";

/** The parts of a stored table the query reads (the engine's ContractTable has this shape). */
export interface QueryableRow {
  payer: string;
  value: unknown;
  packed: Uint8Array;
}

export interface QueryableTable {
  keys: readonly bigint[];
  rows: ReadonlyMap<bigint, QueryableRow>;
  indexes: readonly ({ entries: readonly { key: bigint | string; primaryKey: bigint }[] } | undefined)[];
}

export interface TableRowsParams {
  lowerBound: string;
  upperBound: string;
  limit: number;
  reverse: boolean;
  indexPosition: string;
  keyType: string;
  json: boolean;
  showPayer: boolean;
}

export interface TableRowsResult {
  rows: unknown[];
  more: boolean;
  next_key: string;
}

/** nodeos' get_table_index_name: "primary"/"1"/"" -> primary; "secondary"/"2" -> 0; "tertiary"/"3" -> 1... */
export function secondaryIndexOf(indexPosition: string): number | null {
  const position = indexPosition.trim().toLowerCase();
  if (position === "" || position === "first" || position === "primary" || position === "one") return null;
  const words: [string, number][] = [
    ["sec", 0],
    ["two", 0],
    ["ter", 1],
    ["th", 1],
    ["fou", 2],
    ["fi", 3],
    ["six", 4],
    ["sev", 5],
    ["eig", 6],
    ["nin", 7],
    ["ten", 8],
  ];
  for (const [prefix, index] of words) if (position.startsWith(prefix)) return index;
  if (!/^\d+$/.test(position)) throw tableQueryError(`Invalid index_position: ${indexPosition}`);
  const number = Number(position);
  return number < 2 ? null : number - 2;
}

type Key = bigint | string;

/** Converts a bound for the index being read; for the primary index always a uint64. */
function boundKey(text: string, keyType: string, primary: boolean, field: string): Key {
  if (primary) return uint64FromText(text, field);
  switch (keyType) {
    case "i64":
    case "name":
    case "":
      return uint64FromText(text, field);
    case "i128":
      return uint128FromText(text, field);
    case "sha256":
    case "i256":
    case "checksum256":
      return hashFromText(text, 32, field);
    case "ripemd160":
    case "checksum160":
      return hashFromText(text, 20, field);
    default:
      throw invalidRequest(`Unsupported secondary index type: ${keyType}`);
  }
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === "bigint" && typeof b === "bigint") return a < b ? -1 : a > b ? 1 : 0;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** An index as a sorted sequence of (key, primary key), without copying the primary key list. */
interface IndexView {
  length: number;
  keyAt(position: number): Key;
  primaryKeyAt(position: number): bigint;
}

function indexView(table: QueryableTable, secondary: number | null): IndexView {
  if (secondary === null)
    return {
      length: table.keys.length,
      keyAt: (position) => table.keys[position] as bigint,
      primaryKeyAt: (position) => table.keys[position] as bigint,
    };
  const entries = table.indexes[secondary]?.entries ?? [];
  return {
    length: entries.length,
    keyAt: (position) => (entries[position] as { key: Key }).key,
    primaryKeyAt: (position) => (entries[position] as { primaryKey: bigint }).primaryKey,
  };
}

/** First position whose key is >= bound (or > bound when `after`). */
function boundPosition(index: IndexView, bound: Key, after: boolean): number {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = compareKeys(index.keyAt(middle), bound);
    if (order < 0 || (after && order === 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * get_table_rows over one table: bounds are inclusive on both ends, `limit` rows from the lower bound (or
 * from the upper bound with `reverse`), and when rows remain in range `more` is true and `next_key` is the
 * key of the next one, ready to be the next call's bound.
 */
export function queryTableRows(table: QueryableTable | undefined, params: TableRowsParams): TableRowsResult {
  const secondary = secondaryIndexOf(params.indexPosition);
  const primary = secondary === null;
  const lower =
    params.lowerBound === "" ? null : boundKey(params.lowerBound, params.keyType, primary, "lower_bound");
  const upper =
    params.upperBound === "" ? null : boundKey(params.upperBound, params.keyType, primary, "upper_bound");
  if (!table) return { rows: [], more: false, next_key: "" };
  const index = indexView(table, secondary);
  const start = lower === null ? 0 : boundPosition(index, lower, false);
  const end = upper === null ? index.length : boundPosition(index, upper, true);
  const rows: unknown[] = [];
  const count = Math.max(0, end - start);
  const taken = Math.min(params.limit, count);
  for (let step = 0; step < taken; step++) {
    const row = table.rows.get(index.primaryKeyAt(params.reverse ? end - 1 - step : start + step));
    if (row) rows.push(rowJson(row, params));
  }
  if (taken === count) return { rows, more: false, next_key: "" };
  return {
    rows,
    more: true,
    next_key: keyText(index.keyAt(params.reverse ? end - 1 - taken : start + taken)),
  };
}

function rowJson(row: QueryableRow, params: TableRowsParams): unknown {
  const data = params.json ? row.value : bytesToHex(row.packed);
  return params.showPayer ? { data, payer: row.payer } : data;
}

/** next_key as nodeos prints it: integers in decimal (names too, as their uint64), hashes in hex. */
function keyText(key: Key): string {
  return typeof key === "bigint" ? key.toString() : key;
}
