import * as z from "zod/mini";

/**
 * What the app reads from nodeos' answers, parsed rather than trusted; unknown fields are dropped. Only the
 * zod/mini constructors the landing page's config schema already uses appear here: the bundler keeps
 * zod/mini in one chunk shared with the landing page, so any other constructor would grow every first visit.
 */

const blockNumber = () => z.number().check(z.int(), z.gte(0));

export const chainInfoSchema = z.object({
  chain_id: z.string(),
  head_block_num: blockNumber(),
  head_block_id: z.string(),
  head_block_time: z.string(),
  last_irreversible_block_num: blockNumber(),
});
export type ChainInfo = z.infer<typeof chainInfoSchema>;

export const blockInfoSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)),
  block_num: blockNumber(),
});
export type BlockInfo = z.infer<typeof blockInfoSchema>;

/** get_block: only the ids of the transactions it holds matter (deferred ones are listed as a bare id). */
export const blockTransactionsSchema = z.object({
  block_num: blockNumber(),
  transactions: z.array(
    // A transaction, or a bare id for a deferred one.
    z.object({ trx: z.union([z.string(), z.object({ id: z.string() })]) }),
  ),
});

export const currencyBalanceSchema = z.array(z.string());

/** The rows themselves are parsed one by one against the caller's row schema (nodeApi). */
export const tableRowsSchema = z.object({
  more: z.optional(z.boolean()),
  next_key: z.optional(z.string()),
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

export const accountSchema = z.object({
  account_name: z.string(),
  core_liquid_balance: z.optional(z.string()),
  ram_quota: z.optional(z.number()),
  ram_usage: z.optional(z.number()),
  permissions: z.array(
    z.object({
      perm_name: z.string(),
      parent: z.optional(z.string()),
      required_auth: z.object({
        threshold: z.optional(z.number()),
        keys: z.array(z.object({ key: z.string(), weight: z.optional(z.number()) })),
      }),
    }),
  ),
});
export type AccountInfo = z.infer<typeof accountSchema>;

/** send_transaction(2): the first response is read for processed.id and processed.block_num (spec 2 §7). */
export const pushResultSchema = z.object({
  transaction_id: z.optional(z.string()),
  processed: z.object({
    id: z.string(),
    block_num: blockNumber(),
  }),
});
