import type { Route } from "../../http/jsonHttp";
import type { AmmIndexer } from "./ammIndexer";

/** GET /summary: the AMM indexer summary (also at / for convenience). */
export function summaryRoutes(indexer: Pick<AmmIndexer, "summaryJson">): Record<string, Route> {
  const summary: Route = () => ({ status: 200, body: indexer.summaryJson(), raw: true });
  return { "/summary": summary, "/": summary };
}
