import * as z from "zod/mini";

/*
 * What the clients read from nodeos' (and Hyperion's) answers, parsed rather than trusted; unknown fields
 * are dropped except where the answer is passed on whole (an ABI). The app's bundler keeps zod/mini in the
 * chunk shared with its landing page, so these schemas keep to the constructors that page already uses
 * (object, array, optional, union, string, number, boolean, regex, int, gte, looseObject, _default) plus
 * nullable and unknown, which the wallet chunk needed before.
 */

const blockNumber = () => z.number().check(z.int(), z.gte(0));
const hex64 = () => z.string().check(z.regex(/^[0-9a-fA-F]{64}$/));

export const chainInfoSchema = z.object({
  chain_id: hex64(),
  head_block_num: blockNumber(),
  head_block_id: hex64(),
  /** nodeos' UTC time without a zone, e.g. '2026-11-22T01:56:00.500'. */
  head_block_time: z.string(),
  last_irreversible_block_num: blockNumber(),
});
export type ChainInfo = z.infer<typeof chainInfoSchema>;

/** get_block_info: a block's header, without its transactions. */
export const blockInfoSchema = z.object({
  id: hex64(),
  block_num: blockNumber(),
});
export type BlockInfo = z.infer<typeof blockInfoSchema>;

/** get_block: the header fields and the transactions, of which only the ids are kept. */
export const blockSchema = z.object({
  id: hex64(),
  block_num: blockNumber(),
  timestamp: z.string(),
  ref_block_prefix: z.optional(blockNumber()),
  transactions: z._default(
    z.array(
      // A transaction, or a bare id for a deferred one.
      z.object({ trx: z.union([z.string(), z.object({ id: z.string() })]) }),
    ),
    [],
  ),
});

export const abiAnswerSchema = z.object({
  account_name: z.string(),
  /** Passed on whole to the ABI reader: an account without a contract has none. */
  abi: z.optional(z.nullable(z.looseObject({}))),
});

const count = () => z.number().check(z.int(), z.gte(0));

/** get_account: an account's keys and code, what the services check proofs and reserved accounts against. */
export const accountSchema = z.object({
  account_name: z.string(),
  /** nodeos prints '1970-01-01T00:00:00.000' for an account that never had code. */
  last_code_update: z.string(),
  core_liquid_balance: z.optional(z.string()),
  ram_quota: z.optional(z.number()),
  ram_usage: z.optional(z.number()),
  permissions: z.array(
    z.object({
      perm_name: z.string(),
      parent: z.string(),
      required_auth: z.object({
        threshold: count(),
        keys: z.array(z.object({ key: z.string(), weight: count() })),
      }),
      linked_actions: z.optional(z.array(z.object({ account: z.string(), action: z.optional(z.string()) }))),
    }),
  ),
});
export type AccountInfo = z.infer<typeof accountSchema>;

export const currencyBalanceSchema = z.array(z.string());

/** get_table_rows' paging; the rows themselves are parsed one by one against the caller's row schema. */
export const tableRowsPagingSchema = z.object({
  rows: z.array(z.unknown()),
  more: z.optional(z.union([z.boolean(), z.string()])),
  next_key: z.optional(z.union([z.string(), z.number()])),
});

export const tableByScopeSchema = z.object({
  rows: z.array(
    z.object({
      code: z.string(),
      scope: z.string(),
      table: z.string(),
      payer: z.optional(z.string()),
      count: z.optional(z.number()),
    }),
  ),
  more: z.optional(z.union([z.string(), z.boolean()])),
});
export type TableByScope = z.infer<typeof tableByScopeSchema>;

const actionTraceSchema = z.object({
  receiver: z.optional(z.string()),
  receipt: z.optional(z.nullable(z.object({ receiver: z.string() }))),
  act: z.object({ account: z.string(), name: z.string(), data: z.optional(z.unknown()) }),
  return_value_hex_data: z.optional(z.nullable(z.string())),
  return_value_data: z.optional(z.unknown()),
});

/** send_transaction(2): where the transaction went and what its actions did. */
export const pushAnswerSchema = z.object({
  transaction_id: z.optional(z.string()),
  processed: z.object({
    id: z.string(),
    block_num: blockNumber(),
    block_time: z.string(),
    action_traces: z.array(actionTraceSchema),
  }),
});

/** Hyperion v2 get_transaction: one document per action (notifications folded in). */
export const historyTransactionSchema = z.object({
  executed: z.boolean(),
  trx_id: z.optional(z.string()),
  actions: z.array(
    z.object({
      act: z.object({ account: z.string(), name: z.string(), data: z.unknown() }),
      block_num: z.optional(blockNumber()),
      "@timestamp": z.optional(z.string()),
      timestamp: z.optional(z.string()),
    }),
  ),
});
export type HistoryTransaction = z.infer<typeof historyTransactionSchema>;
