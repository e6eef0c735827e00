import { bytesToHex } from "@ux/core/antelope";
import { nameToUint64 } from "@ux/core/names";
import { nameProblem } from "../nodeosName";
import { hashFromText, uint64FromText, uint128FromText } from "./boundConversion";
import { invalidName, keyTypeConversionError, tableQueryError } from "./queryErrors";

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

const UINT64_MAX = (1n << 64n) - 1n;

/**
 * nodeos' get_table_index_name, word for word: "", "first", "primary", "one" and numbers below 2 are the
 * primary index; words by prefix ("sec..." or "two" -> 0, "ter..."/"th..." -> 1, ... "ten..." -> 8); other
 * numbers n -> n - 2, kept to the 4 bits of the index table's name (so 18 reads index 0 again, as nodeos
 * does). Anything else, a number past uint64 included, is "Invalid index_position".
 */
export function secondaryIndexOf(indexPosition: string): number | null {
  const position = indexPosition;
  if (position === "" || position === "first" || position === "primary" || position === "one") return null;
  if (position.startsWith("sec") || position === "two") return 0;
  const words: [string, number][] = [
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
  if (!/^\d+$/.test(position) || BigInt(position) > UINT64_MAX)
    throw tableQueryError(`Invalid index_position: ${indexPosition}`);
  const number = BigInt(position);
  return number < 2n ? null : Number((number - 2n) & 0xfn);
}

/** The key types nodeos reads a secondary index with; it refuses any other before reading anything. */
const SECONDARY_KEY_TYPES = new Set([
  "i64",
  "name",
  "i128",
  "i256",
  "float64",
  "float128",
  "sha256",
  "ripemd160",
]);

function checkSecondaryKeyType(keyType: string): void {
  if (keyType === "") throw tableQueryError("key type required for non-primary index");
  if (!SECONDARY_KEY_TYPES.has(keyType))
    throw tableQueryError(`Unsupported secondary index type: ${keyType}`);
}

type Key = bigint | string;

/** With key_type "name" nodeos reads a bound as a name (on any index), refusing what does not convert. */
function nameBound(text: string): bigint {
  const problem = nameProblem(text);
  if (problem !== null) throw invalidName(problem);
  return nameToUint64(text);
}

/** A float64/float128 bound as nodeos' convert_to_type<double> takes it (lexical_cast), NaN refused. */
function checkFloatBound(text: string, field: string): void {
  const trimmed = text.trim();
  if (/^[+-]?nan$/i.test(trimmed))
    throw tableQueryError(
      `Converted ${field} string '${text}' to NaN which is not a permitted value for the key type`,
    );
  if (!/^[+-]?(?:inf|infinity|(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)$/i.test(trimmed))
    throw keyTypeConversionError(field, text);
}

/** Converts a bound for the index being read; for the primary index always a uint64 (or a name). */
function boundKey(text: string, keyType: string, primary: boolean, field: string): Key {
  if (keyType === "name") return nameBound(text);
  if (primary) return uint64FromText(text, field);
  switch (keyType) {
    case "i64":
      return uint64FromText(text, field);
    case "i128":
      return uint128FromText(text, field);
    case "sha256":
    case "i256":
      return hashFromText(text, 32, field);
    case "ripemd160":
      return hashFromText(text, 20, field);
    default:
      checkFloatBound(text, field);
      return 0n;
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
  if (!primary) checkSecondaryKeyType(params.keyType);
  // nodeos converts the bounds only once it has found the table (and the secondary index) to read.
  if (!table || (secondary !== null && !table.indexes[secondary]))
    return { rows: [], more: false, next_key: "" };
  const lower =
    params.lowerBound === "" ? null : boundKey(params.lowerBound, params.keyType, primary, "lower_bound");
  const upper =
    params.upperBound === "" ? null : boundKey(params.upperBound, params.keyType, primary, "upper_bound");
  // No devnet contract has a floating-point index, so nodeos would find none of these keys.
  if (!primary && (params.keyType === "float64" || params.keyType === "float128"))
    return { rows: [], more: false, next_key: "" };
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
