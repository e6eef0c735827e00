import type { ProducerAuthoritySchedule } from "@ux/core/antelope";
import { type ApiContext, actionDecoder } from "./apiContext";
import { blockInfoJson, blockJson } from "./blockJson";
import type { Route } from "./httpServer";
import { unknownBlock } from "./nodeosErrors";
import { getBlockInfoRequest, getBlockRequest, parseRequest } from "./requestSchemas";
import { producerScheduleJson } from "./scheduleJson";

const SERVER_VERSION = "75786465";
const SERVER_VERSION_STRING = "v5.0.3-ux-devnet";
/** nodeos' defaults for a chain at rest. */
const BLOCK_CPU_LIMIT = 200_000;
const BLOCK_NET_LIMIT = 1_048_576;

function totalWeights(context: ApiContext): { cpu: bigint; net: bigint } {
  let cpu = 0n;
  let net = 0n;
  for (const limits of context.engine.state.limits.values()) {
    if (limits.cpuWeight > 0n) cpu += limits.cpuWeight;
    if (limits.netWeight > 0n) net += limits.netWeight;
  }
  return { cpu, net };
}

export function chainInfo(context: ApiContext) {
  const status = context.node.status();
  const totals = totalWeights(context);
  return {
    server_version: SERVER_VERSION,
    chain_id: status.chainId,
    head_block_num: status.head.blockNum,
    last_irreversible_block_num: status.lastIrreversible.blockNum,
    last_irreversible_block_id: status.lastIrreversible.id,
    head_block_id: status.head.id,
    head_block_time: status.head.time,
    head_block_producer: status.head.producer,
    virtual_block_cpu_limit: BLOCK_CPU_LIMIT * 1000,
    virtual_block_net_limit: BLOCK_NET_LIMIT * 1000,
    block_cpu_limit: BLOCK_CPU_LIMIT,
    block_net_limit: BLOCK_NET_LIMIT,
    server_version_string: SERVER_VERSION_STRING,
    fork_db_head_block_num: status.head.blockNum,
    fork_db_head_block_id: status.head.id,
    server_full_version_string: SERVER_VERSION_STRING,
    total_cpu_weight: totals.cpu.toString(),
    total_net_weight: totals.net.toString(),
    earliest_available_block_num: 1,
    last_irreversible_block_time: status.lastIrreversible.time,
  };
}

/** A schedule as get_producer_schedule prints it (null when there is none). */
function scheduleJson(schedule: ProducerAuthoritySchedule | null | undefined) {
  return schedule ? producerScheduleJson(schedule) : null;
}

function findBlock(context: ApiContext, numOrId: number | string) {
  const num = typeof numOrId === "number" ? numOrId : Number.parseInt(numOrId.slice(0, 8), 16);
  const stored = context.node.block(num);
  if (!stored || (typeof numOrId === "string" && stored.block.id !== numOrId))
    throw unknownBlock(String(numOrId));
  return stored.block;
}

export function infoRoutes(context: ApiContext): Route[] {
  const decode = actionDecoder(context.engine);
  return [
    {
      path: "/v1/chain/get_info",
      methods: ["GET", "POST"],
      handler: () => ({ body: chainInfo(context) }),
    },
    {
      path: "/v1/chain/get_block",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { block_num_or_id } = parseRequest(getBlockRequest, body);
        return { body: blockJson(findBlock(context, block_num_or_id), decode) };
      },
    },
    {
      path: "/v1/chain/get_block_info",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const { block_num } = parseRequest(getBlockInfoRequest, body);
        return { body: blockInfoJson(findBlock(context, block_num)) };
      },
    },
    {
      path: "/v1/chain/get_producer_schedule",
      methods: ["GET", "POST"],
      handler: () => {
        const { schedule } = context.node.status();
        return {
          body: {
            active: scheduleJson(schedule.active),
            pending: scheduleJson(schedule.pending?.schedule),
            proposed: scheduleJson(schedule.proposed?.schedule),
          },
        };
      },
    },
  ];
}
