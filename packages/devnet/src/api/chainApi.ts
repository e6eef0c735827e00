import type { Server } from "node:http";
import { accountRoutes } from "./accountRoutes";
import type { ApiContext } from "./apiContext";
import { devnetRoutes } from "./devnetRoutes";
import { historyRoutes } from "./historyRoutes";
import { type ApiServerOptions, createApiServer, type Route } from "./httpServer";
import { infoRoutes } from "./infoRoutes";
import { producerRoutes } from "./producerRoutes";
import { protocolFeatureRoutes } from "./protocolFeatureRoutes";
import { tableRoutes } from "./tableRoutes";
import { transactionRoutes } from "./transactionRoutes";
import { transactionStatusRoutes } from "./transactionStatusRoutes";

/**
 * Every endpoint of one chain: nodeos /v1/chain, Hyperion /v2/history, the /v0/state table endpoint and
 * the devnet's own /v1/devnet administration.
 */
export function chainRoutes(context: ApiContext): Route[] {
  return [
    ...infoRoutes(context),
    ...protocolFeatureRoutes(),
    ...producerRoutes(context),
    ...accountRoutes(context),
    ...tableRoutes(context),
    ...transactionRoutes(context),
    ...transactionStatusRoutes(context),
    ...historyRoutes(context),
    ...devnetRoutes(context),
  ];
}

export function createChainApiServer(context: ApiContext, options: ApiServerOptions = {}): Server {
  return createApiServer(chainRoutes(context), options);
}
