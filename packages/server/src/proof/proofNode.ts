import type { NodeosBlock } from "@ux/core/antelope";
import { createNodeRequest, type FetchFunction } from "@ux/core/chainClient";
import { z } from "zod";

// The node calls a proof server makes beyond core's chain client: whole signed headers (get_block), the
// active producer schedule and a block's actions with their receipts (Hyperion). Answers are parsed.

const hex64 = z.string().regex(/^[0-9a-fA-F]{64}$/);
const name = z.string().max(13);

const nodeosBlockSchema = z.object({
  id: hex64,
  block_num: z.number().int().positive(),
  timestamp: z.string(),
  producer: name,
  confirmed: z.number().int().min(0),
  previous: hex64,
  transaction_mroot: hex64,
  action_mroot: hex64,
  schedule_version: z.number().int().min(0),
  new_producers: z
    .object({
      version: z.number().int().min(0),
      producers: z.array(z.object({ producer_name: name, block_signing_key: z.string() })),
    })
    .nullable()
    .default(null),
  header_extensions: z.array(z.tuple([z.number().int(), z.string()])).default([]),
  producer_signature: z.string(),
});

const infoSchema = z.object({
  chain_id: hex64,
  head_block_num: z.number().int(),
  last_irreversible_block_num: z.number().int(),
});

const scheduleSchema = z.object({
  active: z.object({
    version: z.number().int().min(0),
    producers: z.array(z.object({ producer_name: name })),
  }),
});

const historyActionSchema = z.object({
  block_num: z.number().int(),
  trx_id: hex64,
  act: z.object({
    account: name,
    name: name,
    authorization: z.array(z.object({ actor: name, permission: name })),
    data: z.unknown(),
  }),
  receipts: z.array(
    z.object({
      receiver: name,
      global_sequence: z.union([z.number(), z.string()]),
      recv_sequence: z.union([z.number(), z.string()]),
      auth_sequence: z.array(z.object({ account: name, sequence: z.union([z.number(), z.string()]) })),
      code_sequence: z.number().int().default(0),
      abi_sequence: z.number().int().default(0),
    }),
  ),
  /** Hyperion keeps an action's return value when it has one. */
  return_value: z.string().optional(),
});
const historyPageSchema = z.object({ actions: z.array(historyActionSchema) });

function parseNodeAnswer<T>(path: string, schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${path}: unexpected answer at ${issue?.path.join(".")}: ${issue?.message}`);
}

export type HistoryAction = z.infer<typeof historyActionSchema>;

export interface ProofNode {
  info(): Promise<z.infer<typeof infoSchema>>;
  block(blockNum: number): Promise<NodeosBlock>;
  activeSchedule(): Promise<{ version: number; producers: string[] }>;
  /** Every action of a block with its receipts (Hyperion get_actions, one page of up to 1000). */
  blockActions(blockNum: number): Promise<HistoryAction[]>;
}

export function createProofNode(
  apiUrl: string,
  hyperionUrl: string,
  fetchFn: FetchFunction,
  timeoutMs: number,
): ProofNode {
  const request = createNodeRequest(apiUrl, fetchFn, { timeoutMs });
  const history = createNodeRequest(hyperionUrl, fetchFn, { timeoutMs });
  return {
    info: async () =>
      parseNodeAnswer(
        "/v1/chain/get_info",
        infoSchema,
        await request("/v1/chain/get_info", undefined, undefined),
      ),
    block: async (blockNum) =>
      parseNodeAnswer(
        "/v1/chain/get_block",
        nodeosBlockSchema,
        await request("/v1/chain/get_block", { block_num_or_id: String(blockNum) }, undefined),
      ),
    activeSchedule: async () => {
      const path = "/v1/chain/get_producer_schedule";
      const { active } = parseNodeAnswer(path, scheduleSchema, await request(path, {}, undefined));
      return { version: active.version, producers: active.producers.map((p) => p.producer_name) };
    },
    blockActions: async (blockNum) => {
      const path = `/v2/history/get_actions?block_num=${blockNum}&limit=1000&sort=asc`;
      return parseNodeAnswer(path, historyPageSchema, await history(path, undefined, undefined)).actions;
    },
  };
}
