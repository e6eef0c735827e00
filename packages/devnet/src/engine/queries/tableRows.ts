import { nameToUint64, uint64ToName } from "@ux/core/names";
import { scopeName, uint64FromText } from "./boundConversion";
import type { ChainReader } from "./chainReader";
import { existingAccount } from "./chainReader";
import { tableQueryError } from "./queryErrors";
import { queryTableRows, type TableRowsResult } from "./tableRowsQuery";

export type { TableRowsResult } from "./tableRowsQuery";

const DEFAULT_LIMIT = 10;

/** get_table_rows parameters, nodeos' names; absent (or null) ones take nodeos' defaults. */
export interface TableRowsQuery {
  code: string;
  /** A name, a number or a symbol (code), as nodeos converts scopes. */
  scope: string;
  table: string;
  lower_bound?: string | null;
  upper_bound?: string | null;
  /** Default 10. */
  limit?: number;
  reverse?: boolean;
  /** nodeos' get_table_index_name: "" / "primary" / "1" (default), "secondary" / "2", ... */
  index_position?: string | null;
  /** The secondary index's key type (i64, name, i128, i256, float64, float128, sha256, ripemd160). */
  key_type?: string | null;
  /** Rows as JSON (true) or as hex of the packed row (false, nodeos' default). */
  json?: boolean;
  show_payer?: boolean;
}

/** The table must be declared in the contract's ABI, as nodeos requires (the contract must exist). */
export function checkTableDeclared(chain: ChainReader, code: string, table: string): void {
  existingAccount(chain, code);
  if (chain.codecOf(code)?.tableType(table) === undefined)
    throw tableQueryError(`Table ${table} is not specified in the ABI`);
}

/** get_table_rows with nodeos' semantics (see queryTableRows); refusals are ChainErrors in nodeos' words. */
export function getTableRows(chain: ChainReader, query: TableRowsQuery): TableRowsResult {
  checkTableDeclared(chain, query.code, query.table);
  const table = chain.state.tables.find(query.code, scopeName(query.scope), query.table);
  return queryTableRows(table, {
    lowerBound: query.lower_bound ?? "",
    upperBound: query.upper_bound ?? "",
    limit: query.limit ?? DEFAULT_LIMIT,
    reverse: query.reverse ?? false,
    indexPosition: query.index_position ?? "",
    keyType: query.key_type ?? "",
    json: query.json ?? false,
    showPayer: query.show_payer ?? false,
  });
}

/** Every row of one table as the dfuse-style state endpoint lists them: {key (name), payer, json}. */
export function stateTableRows(chain: ChainReader, code: string, scope: string, table: string) {
  checkTableDeclared(chain, code, table);
  const found = chain.state.tables.find(code, scopeName(scope), table);
  return (found?.keys ?? []).map((key) => {
    const row = found?.rows.get(key);
    return { key: uint64ToName(key), payer: row?.payer ?? "", json: row?.value ?? null };
  });
}

export interface TableByScopeQuery {
  code: string;
  /** Only tables of this name (all when absent or empty). */
  table?: string | null;
  lower_bound?: string | null;
  upper_bound?: string | null;
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

/** get_table_by_scope: a code's tables in (scope, table) order; `more` is the next scope, or "". */
export function getTableByScope(
  chain: ChainReader,
  query: TableByScopeQuery,
): { rows: TableByScopeRow[]; more: string } {
  const lower = query.lower_bound ? uint64FromText(query.lower_bound, "lower_bound scope") : 0n;
  const upper = query.upper_bound ? uint64FromText(query.upper_bound, "upper_bound scope") : (1n << 64n) - 1n;
  const tableValue = query.table ? nameToUint64(query.table) : null;
  const slots = chain.state.tables
    .tablesOf(query.code)
    .filter(
      (slot) =>
        slot.scopeValue >= lower &&
        slot.scopeValue <= upper &&
        (tableValue === null || slot.tableValue === tableValue),
    );
  const ordered = query.reverse ? [...slots].reverse() : slots;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const rows = ordered.slice(0, limit).map(({ table }) => ({
    code: query.code,
    scope: table.scope,
    table: table.table,
    payer: table.payer,
    count: table.size,
  }));
  const next = ordered[limit];
  return { rows, more: next ? uint64ToName(next.scopeValue) : "" };
}
