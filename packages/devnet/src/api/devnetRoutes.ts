import { isDevnetChainName } from "../genesis/chainIds";
import { producerSchedule } from "../genesis/producers";
import type { ApiContext } from "./apiContext";
import type { Route } from "./httpServer";
import { invalidRequest } from "./nodeosErrors";
import { parseRequest, setProducersRequest } from "./requestSchemas";

/**
 * Devnet-only administration (no nodeos equivalent over HTTP): the privileged set_proposed_producers path,
 * so bridge tests can drive a producer schedule change. Producers sign with keys derived from the chain
 * and their name. Every /v1/devnet/* path is guarded by the HTTP server (adminGuard.ts): a loopback client
 * with the admin token only, and never CORS headers; routes added here need nothing more.
 */
export function devnetRoutes(context: ApiContext): Route[] {
  return [
    {
      path: "/v1/devnet/set_producers",
      methods: ["POST"],
      handler: async ({ body }) => {
        const { producers } = parseRequest(setProducersRequest, body);
        const chain = context.node.chainName;
        if (!isDevnetChainName(chain)) throw invalidRequest(`unknown devnet chain ${chain}`);
        const version = await context.node.proposeProducers(producerSchedule(chain, 0, producers).producers);
        return { body: { proposed_version: version } };
      },
    },
  ];
}
