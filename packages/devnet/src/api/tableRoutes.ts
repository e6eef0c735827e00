import { stateTableRows } from "../engine/queries/tableRows";
import type { ApiContext } from "./apiContext";
import type { Route } from "./httpServer";
import { invalidRequest } from "./nodeosErrors";
import { parseRequest, tableByScopeRequest, tableRowsRequest } from "./requestSchemas";

export function tableRoutes(context: ApiContext): Route[] {
  const { engine } = context;
  return [
    {
      path: "/v1/chain/get_table_rows",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const request = parseRequest(tableRowsRequest, body);
        return { body: engine.getTableRows(request) };
      },
    },
    {
      path: "/v1/chain/get_table_by_scope",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const request = parseRequest(tableByScopeRequest, body);
        return { body: engine.getTableByScope(request) };
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
        const rows = stateTableRows(engine, account, scopeText, tableName);
        const status = context.node.status();
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
