import { nameToUint64, uint64ToName } from "@ux/core/names/accountName";
import type { ApiContext } from "./apiContext";
import { scopeName, uint64FromText } from "./boundConversion";
import type { Route } from "./httpServer";
import { accountQueryError, invalidRequest, tableQueryError } from "./nodeosErrors";
import { parseRequest, tableByScopeRequest, tableRowsRequest } from "./requestSchemas";
import { queryTableRows } from "./tableRowsQuery";

const DEFAULT_LIMIT = 10;

/** The table must be declared in the contract's ABI, as nodeos requires. */
function checkTableDeclared(context: ApiContext, code: string, table: string): void {
  if (!context.engine.account(code)) throw accountQueryError(code);
  if (context.engine.codecOf(code)?.tableType(table) === undefined)
    throw tableQueryError(`Table ${table} is not specified in the ABI`);
}

export function tableRoutes(context: ApiContext): Route[] {
  const { engine } = context;
  return [
    {
      path: "/v1/chain/get_table_rows",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const request = parseRequest(tableRowsRequest, body);
        checkTableDeclared(context, request.code, request.table);
        const scope = scopeName(request.scope);
        const table = engine.state.tables.find(request.code, scope, request.table);
        const result = queryTableRows(table, {
          lowerBound: request.lower_bound ?? "",
          upperBound: request.upper_bound ?? "",
          limit: request.limit ?? DEFAULT_LIMIT,
          reverse: request.reverse ?? false,
          indexPosition: request.index_position ?? "",
          keyType: request.key_type ?? "",
          json: request.json ?? false,
          showPayer: request.show_payer ?? false,
        });
        return { body: result };
      },
    },
    {
      path: "/v1/chain/get_table_by_scope",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const request = parseRequest(tableByScopeRequest, body);
        const lower = request.lower_bound ? uint64FromText(request.lower_bound, "lower_bound scope") : 0n;
        const upper = request.upper_bound
          ? uint64FromText(request.upper_bound, "upper_bound scope")
          : (1n << 64n) - 1n;
        const tableValue = request.table ? nameToUint64(request.table) : null;
        const slots = engine.state.tables
          .tablesOf(request.code)
          .filter(
            (slot) =>
              slot.scopeValue >= lower &&
              slot.scopeValue <= upper &&
              (tableValue === null || slot.tableValue === tableValue),
          );
        const ordered = request.reverse ? [...slots].reverse() : slots;
        const limit = request.limit ?? DEFAULT_LIMIT;
        const rows = ordered.slice(0, limit).map(({ table }) => ({
          code: request.code,
          scope: table.scope,
          table: table.table,
          payer: table.payer,
          count: table.size,
        }));
        const next = ordered[limit];
        return { body: { rows, more: next ? uint64ToName(next.scopeValue) : "" } };
      },
    },
    {
      // The state endpoint of the dfuse-style API: every row of one table as {key, payer, json}.
      path: "/v0/state/table",
      methods: ["GET"],
      handler: ({ query }) => {
        const account = query.get("account") ?? "";
        const tableName = query.get("table") ?? "";
        const scopeText = query.get("scope") ?? account;
        if (!account || !tableName) throw invalidRequest("account and table are required");
        checkTableDeclared(context, account, tableName);
        const table = engine.state.tables.find(account, scopeName(scopeText), tableName);
        const status = context.node.status();
        const rows = (table?.keys ?? []).map((key) => {
          const row = table?.rows.get(key);
          return { key: uint64ToName(key), payer: row?.payer ?? "", json: row?.value ?? null };
        });
        return {
          body: {
            up_to_block_id: status.head.id,
            up_to_block_num: status.head.blockNum,
            last_irreversible_block_id: status.lastIrreversible.id,
            last_irreversible_block_num: status.lastIrreversible.blockNum,
            rows,
          },
        };
      },
    },
  ];
}
