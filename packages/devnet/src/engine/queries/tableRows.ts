import { bytesToHex } from "@ux/core/antelope/hex";
import { uint64ToName } from "@ux/core/names/accountName";
import { chainError } from "../chainErrors";
import type { AbiCodec } from "../execution/abiCodec";
import {
  type ContractTable,
  compareSecondaryKeys,
  type SecondaryKey,
  type SecondaryKeyType,
  type StoredRow,
} from "../state/contractTable";
import type { TableStore } from "../state/tableStore";
import { boundKey, keyText, scopeName, uint64FromText } from "./boundConversion";

/** get_table_rows parameters (nodeos names; bounds and positions as text, as clients send them). */
export interface TableRowsQuery {
  code: string;
  scope: string;
  table: string;
  lower_bound?: string;
  upper_bound?: string;
  /** Default 10. */
  limit?: number;
  reverse?: boolean;
  /** "primary" / "1" (default), "secondary" / "2", "tertiary" / "3", ... "tenth" / "10". */
  index_position?: string;
  /** i64 (default), i128, name, sha256, checksum256, ripemd160, checksum160. */
  key_type?: string;
  /** true (default): rows decoded with the contract's ABI; false: hex of the packed row. */
  json?: boolean;
  show_payer?: boolean;
}

export interface TableRowsResult {
  rows: unknown[];
  more: boolean;
  next_key: string;
}

const POSITIONS = [
  "primary",
  "secondary",
  "tertiary",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];
const KEY_TYPES = new Set(["i64", "i128", "name", "sha256", "checksum256", "ripemd160", "checksum160"]);

/** 0 for the primary index, n for the n-th secondary index (index_position n + 1). */
export function indexNumber(position: string | undefined): number {
  if (position === undefined || position === "") return 0;
  const named = POSITIONS.indexOf(position);
  if (named >= 0) return named;
  const numeric = Number(position);
  if (Number.isInteger(numeric) && numeric >= 1 && numeric <= 10) return numeric - 1;
  throw chainError("contract_table_query_exception", `Invalid index_position: ${position}`);
}

interface Entry {
  key: SecondaryKey;
  primaryKey: bigint;
}

/** The index entries (key, primary key) of a table in ascending order. */
function entriesOf(table: ContractTable, index: number): readonly Entry[] {
  if (index === 0) return table.keys.map((key) => ({ key, primaryKey: key }));
  return table.indexes[index - 1]?.entries ?? [];
}

/** First position whose key is >= bound. */
function firstAtLeast(entries: readonly Entry[], bound: SecondaryKey): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareSecondaryKeys((entries[middle] as Entry).key, bound) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** First position whose key is > bound. */
function firstAbove(entries: readonly Entry[], bound: SecondaryKey): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareSecondaryKeys((entries[middle] as Entry).key, bound) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function rowOutput(
  row: StoredRow,
  tableName: string,
  codec: AbiCodec | undefined,
  query: TableRowsQuery,
): unknown {
  const json = query.json ?? true;
  const type = codec?.tableType(tableName);
  const data = json && codec && type ? codec.decode(type, row.packed) : bytesToHex(row.packed);
  return query.show_payer ? { data, payer: row.payer } : data;
}

/** get_table_rows with nodeos' semantics: inclusive bounds, limit, reverse, `more` and `next_key`. */
export function getTableRows(
  tables: TableStore,
  codec: AbiCodec | undefined,
  query: TableRowsQuery,
): TableRowsResult {
  if ((query.json ?? true) && codec && !codec.tableType(query.table)) {
    throw chainError("contract_table_query_exception", `Table ${query.table} is not specified in the ABI`);
  }
  const index = indexNumber(query.index_position);
  const keyType = (query.key_type && query.key_type !== "" ? query.key_type : "i64") as SecondaryKeyType;
  if (!KEY_TYPES.has(keyType))
    throw chainError("contract_table_query_exception", `unsupported key_type ${keyType}`);
  const limit = query.limit ?? 10;
  const table = tables.find(query.code, scopeName(query.scope), query.table);
  if (!table) return { rows: [], more: false, next_key: "" };
  const entries = entriesOf(table, index);
  const convert = (text: string, description: string): SecondaryKey =>
    index === 0
      ? keyType === "name"
        ? boundKey("name", text, description)
        : uint64FromText(text, description)
      : boundKey(keyType, text, description);
  let start = 0;
  let end = entries.length;
  if (query.lower_bound) start = firstAtLeast(entries, convert(query.lower_bound, "lower_bound"));
  if (query.upper_bound) end = firstAbove(entries, convert(query.upper_bound, "upper_bound"));
  const rows: unknown[] = [];
  const positions: number[] = [];
  if (query.reverse) for (let i = end - 1; i >= start; i--) positions.push(i);
  else for (let i = start; i < end; i++) positions.push(i);
  let taken = 0;
  for (const position of positions) {
    if (taken >= limit) {
      const next = entries[position] as Entry;
      const printedType = index === 0 ? (keyType === "name" ? "name" : "i64") : keyType;
      return { rows, more: true, next_key: keyText(printedType, next.key) };
    }
    const entry = entries[position] as Entry;
    rows.push(rowOutput(table.rows.get(entry.primaryKey) as StoredRow, query.table, codec, query));
    taken++;
  }
  return { rows, more: false, next_key: "" };
}

export interface TableByScopeQuery {
  code: string;
  table?: string;
  lower_bound?: string;
  upper_bound?: string;
  limit?: number;
  reverse?: boolean;
}

export interface TableByScopeRow {
  code: string;
  scope: string;
  table: string;
  payer: string;
  count: number;
}

/** get_table_by_scope: tables of a code in (scope, table) order; `more` is the next scope, or "". */
export function getTableByScope(
  tables: TableStore,
  query: TableByScopeQuery,
): { rows: TableByScopeRow[]; more: string } {
  const lower = query.lower_bound ? uint64FromText(query.lower_bound, "lower_bound") : 0n;
  const upper = query.upper_bound ? uint64FromText(query.upper_bound, "upper_bound") : (1n << 64n) - 1n;
  const slots = tables
    .tablesOf(query.code)
    .filter((slot) => slot.scopeValue >= lower && slot.scopeValue <= upper)
    .filter((slot) => !query.table || slot.table.table === query.table);
  const ordered = query.reverse ? [...slots].reverse() : slots;
  const limit = query.limit ?? 10;
  const rows = ordered.slice(0, limit).map((slot) => ({
    code: query.code,
    scope: slot.table.scope,
    table: slot.table.table,
    payer: slot.table.payer,
    count: slot.table.size,
  }));
  const next = ordered[limit];
  return { rows, more: next ? uint64ToName(next.scopeValue) : "" };
}
