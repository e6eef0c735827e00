import { isDevnetChainName } from "../genesis/chainIds";
import { producerSchedule } from "../genesis/producers";
import type { ApiContext } from "./apiContext";
import type { Route } from "./httpServer";
import { invalidRequest } from "./nodeosErrors";
import { advanceClockRequest, parseRequest, setProducersRequest } from "./requestSchemas";

/**
 * Devnet-only administration (no nodeos equivalent over HTTP): the privileged set_proposed_producers path,
 * so bridge tests can drive a producer schedule change (producers sign with keys derived from the chain
 * and their name), and advance_clock {seconds}, which makes the next block's timestamp jump that far (as
 * if producers missed the slots), so tests can reach an expiry. Every /v1/devnet/* path is guarded by the HTTP server (adminGuard.ts): a loopback client
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
    {
      path: "/v1/devnet/advance_clock",
      methods: ["POST"],
      handler: async ({ body }) => {
        const { seconds } = parseRequest(advanceClockRequest, body);
        const head = context.node.status().head;
        const next = context.node.advanceClock(seconds * 1000);
        return {
          body: {
            advanced_seconds: seconds,
            head_block_num: head.blockNum,
            head_block_time: head.time,
            next_block_time: next,
          },
        };
      },
    },
  ];
}
