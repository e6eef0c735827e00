import type { Kysely, Migration } from "kysely";

/**
 * The proof servers' state per source chain (src/proof): the followed block and the incremental block
 * merkle after it, every block id (merkle paths reach back to block 1) and the producer schedules seen,
 * so a restart resumes where it stopped instead of reading the chain again from block 1.
 */
export const proofState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("proof_chain_state")
      .addColumn("chain", "text", (c) => c.primaryKey())
      .addColumn("chain_id", "text", (c) => c.notNull())
      .addColumn("last_block", "integer", (c) => c.notNull())
      .addColumn("node_count", "integer", (c) => c.notNull())
      .addColumn("active_nodes", "jsonb", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("proof_block_ids")
      .addColumn("chain", "text", (c) => c.notNull())
      .addColumn("block_num", "integer", (c) => c.notNull())
      .addColumn("block_id", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("proof_block_ids_pk", ["chain", "block_num"])
      .execute();
    await db.schema
      .createTable("proof_schedules")
      .addColumn("chain", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("producers", "jsonb", (c) => c.notNull())
      // The block whose header proposed it; null for the schedule read from the node at the first start.
      .addColumn("proposed_in", "integer")
      .addPrimaryKeyConstraint("proof_schedules_pk", ["chain", "version"])
      .execute();
  },
};
