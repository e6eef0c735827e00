import { z } from "zod";

/*
 * The parts of nodeos answers the services read. Loose objects: nodeos adds fields between versions and
 * the services must keep working; what they rely on is checked.
 */

const uint = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);

export const getInfoSchema = z.looseObject({
  chain_id: z.string().regex(/^[0-9a-f]{64}$/),
  head_block_num: uint,
  head_block_id: z.string().regex(/^[0-9a-f]{64}$/),
  /** nodeos time text without zone (UTC), e.g. '2026-11-22T01:56:00.500'. */
  head_block_time: z.string(),
  last_irreversible_block_num: uint,
});
export type ChainInfo = z.infer<typeof getInfoSchema>;

export const getBlockSchema = z.looseObject({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  block_num: uint,
  timestamp: z.string(),
  ref_block_prefix: uint.optional(),
});

export const getAbiSchema = z.looseObject({
  account_name: z.string(),
  abi: z.looseObject({}).nullable().optional(),
});

const keyWeight = z.looseObject({ key: z.string(), weight: uint });

/** get_account: what the services check an account's keys and code against. */
export const getAccountSchema = z.looseObject({
  account_name: z.string(),
  /** nodeos prints '1970-01-01T00:00:00.000' for an account that never had code. */
  last_code_update: z.string(),
  permissions: z.array(
    z.looseObject({
      perm_name: z.string(),
      parent: z.string(),
      required_auth: z.looseObject({ threshold: uint, keys: z.array(keyWeight) }),
      linked_actions: z
        .array(z.looseObject({ account: z.string(), action: z.string().optional() }))
        .optional(),
    }),
  ),
});
export type AccountJson = z.infer<typeof getAccountSchema>;

export const tableRowsSchema = z.looseObject({
  rows: z.array(z.unknown()),
  more: z.union([z.boolean(), z.string()]).optional(),
  next_key: z.union([z.string(), z.number()]).optional(),
});

export const actionTraceSchema = z.looseObject({
  receiver: z.string(),
  act: z.looseObject({
    account: z.string(),
    name: z.string(),
    data: z.unknown(),
  }),
});
export type ActionTraceJson = z.infer<typeof actionTraceSchema>;

export const sendTransactionSchema = z.looseObject({
  transaction_id: z.string().regex(/^[0-9a-f]{64}$/),
  processed: z.looseObject({
    id: z.string(),
    block_num: uint,
    block_time: z.string(),
    action_traces: z.array(actionTraceSchema),
  }),
});
export type SendTransactionResult = z.infer<typeof sendTransactionSchema>;

/** Hyperion v2 get_transaction: one document per action (notifications folded in). */
export const historyTransactionSchema = z.looseObject({
  executed: z.boolean(),
  trx_id: z.string().optional(),
  actions: z.array(
    z.looseObject({
      act: z.looseObject({ account: z.string(), name: z.string(), data: z.unknown() }),
      block_num: uint.optional(),
      "@timestamp": z.string().optional(),
      timestamp: z.string().optional(),
    }),
  ),
});
export type HistoryTransaction = z.infer<typeof historyTransactionSchema>;

export const nodeosErrorSchema = z.looseObject({
  code: z.number().optional(),
  message: z.string().optional(),
  error: z
    .looseObject({
      name: z.string().optional(),
      what: z.string().optional(),
      details: z.array(z.looseObject({ message: z.string() })).optional(),
    })
    .optional(),
});
