import type { ActionQuery, FieldFilter, TimeOrBlock } from "../node/history/actionHistory";
import type { ApiContext } from "./apiContext";
import type { Route } from "./httpServer";
import { invalidRequest } from "./nodeosErrors";

const DEFAULT_LIMIT = 10;
/** Hyperion's default api.limits.get_actions. */
const MAX_LIMIT = 1000;
/** Query keys that are not field filters. */
const RESERVED = new Set([
  "account",
  "filter",
  "limit",
  "skip",
  "sort",
  "after",
  "before",
  "simple",
  "noBinary",
  "checkLib",
  "track",
]);

function integerParam(
  query: URLSearchParams,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = query.get(key);
  if (text === null || text === "") return fallback;
  if (!/^\d+$/.test(text)) throw invalidRequest(`invalid ${key} parameter`);
  const value = Number(text);
  if (value < min) throw invalidRequest(`invalid ${key} parameter`);
  if (value > max) throw invalidRequest(`${key} too big, maximum: ${max}`);
  return value;
}

function timeOrBlock(text: string | null, key: string): TimeOrBlock | undefined {
  if (text === null || text === "") return undefined;
  if (/^\d+$/.test(text)) return { kind: "block", blockNum: Number(text) };
  const epochMs = Date.parse(text.endsWith("Z") ? text : `${text}Z`);
  if (Number.isNaN(epochMs)) throw invalidRequest(`invalid ${key} parameter`);
  return { kind: "time", epochMs };
}

/** Parses Hyperion v2 get_actions query parameters. */
export function actionQueryOf(query: URLSearchParams): ActionQuery {
  const sortText = query.get("sort") ?? "desc";
  if (!["asc", "desc", "1", "-1"].includes(sortText)) throw invalidRequest("invalid sort direction");
  const filter = query
    .get("filter")
    ?.split(",")
    .filter((part) => part !== "" && part !== "*:*")
    .map((part) => {
      const [code, name] = part.split(":");
      return { code: code || "*", name: name || "*" };
    });
  const fields: FieldFilter[] = [];
  for (const [key, value] of query) {
    if (
      RESERVED.has(key) ||
      (!key.includes(".") &&
        ![
          "block_num",
          "producer",
          "notified",
          "trx_id",
          "action_ordinal",
          "creator_action_ordinal",
          "global_sequence",
        ].includes(key))
    )
      continue;
    fields.push({ path: key.replace(/^@/, ""), values: value.split(",") });
  }
  const account = query.get("account") ?? undefined;
  return {
    ...(account ? { account } : {}),
    ...(filter && filter.length > 0 ? { filter } : {}),
    limit: integerParam(query, "limit", DEFAULT_LIMIT, 1, MAX_LIMIT),
    skip: integerParam(query, "skip", 0, 0, Number.MAX_SAFE_INTEGER),
    sort: sortText === "asc" || sortText === "1" ? "asc" : "desc",
    ...(timeOrBlock(query.get("after"), "after") ? { after: timeOrBlock(query.get("after"), "after") } : {}),
    ...(timeOrBlock(query.get("before"), "before")
      ? { before: timeOrBlock(query.get("before"), "before") }
      : {}),
    fields,
  };
}

export function historyRoutes(context: ApiContext): Route[] {
  const { node } = context;
  return [
    {
      path: "/v2/history/get_actions",
      methods: ["GET"],
      handler: ({ query }) => {
        const started = performance.now();
        const page = node.history.query(actionQueryOf(query));
        return {
          body: {
            query_time_ms: Number((performance.now() - started).toFixed(3)),
            cached: false,
            lib: node.lastIrreversibleBlockNum,
            total: { value: page.total, relation: "eq" },
            actions: page.actions,
          },
        };
      },
    },
    {
      path: "/v2/history/get_transaction",
      methods: ["GET"],
      handler: ({ query }) => {
        const started = performance.now();
        const id = query.get("id") ?? "";
        if (!/^[0-9a-fA-F]{64}$/.test(id)) throw invalidRequest("invalid id parameter");
        const actions = node.history.transaction(id);
        return {
          body: {
            query_time_ms: Number((performance.now() - started).toFixed(3)),
            executed: actions.length > 0,
            cached: false,
            trx_id: id.toLowerCase(),
            lib: node.lastIrreversibleBlockNum,
            cached_lib: false,
            actions,
          },
        };
      },
    },
  ];
}
