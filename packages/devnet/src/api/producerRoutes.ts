import type { ApiContext } from "./apiContext";
import type { Route } from "./httpServer";
import { parseRequest, producersRequest } from "./requestSchemas";
import { producerAuthorityJson } from "./scheduleJson";

/** fc prints doubles as text with 17 decimals; nodeos' get_producers knows no votes without a producers table. */
const NO_VOTES = "0.00000000000000000";

/**
 * get_producers as nodeos answers on a chain whose system contract has no producers table (the devnet's):
 * the active schedule's producers, each with its authority, no url and no votes, and producer_key when the
 * authority is one key that meets the threshold alone. Bounds and limit do not apply to that answer.
 */
export function producerRoutes(context: ApiContext): Route[] {
  return [
    {
      path: "/v1/chain/get_producers",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        parseRequest(producersRequest, body);
        const { active } = context.node.status().schedule;
        const rows = active.producers.map(({ producerName, authority }) => {
          const [only, ...others] = authority.keys;
          const singleKey = only !== undefined && others.length === 0 && only.weight === authority.threshold;
          return {
            owner: producerName,
            producer_authority: producerAuthorityJson(authority),
            url: "",
            total_votes: NO_VOTES,
            ...(singleKey ? { producer_key: only.key } : {}),
          };
        });
        return { body: { rows, total_producer_vote_weight: NO_VOTES, more: "" } };
      },
    },
  ];
}
