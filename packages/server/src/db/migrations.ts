import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { proofState } from "./proofMigration";

/*
 * In-code migrations, run in name order at start (kysely Migrator keeps its own bookkeeping tables). Never
 * edit a released migration: add the next one.
 */

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("orders")
      .addColumn("order_id", "text", (c) => c.primaryKey())
      .addColumn("owner", "text", (c) => c.notNull())
      .addColumn("pool_id", "integer", (c) => c.notNull())
      .addColumn("tx_id", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("action", "jsonb")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("settled_at", "bigint")
      .execute();
    await db.schema.createIndex("orders_owner").on("orders").columns(["owner", "created_at"]).execute();

    await db.schema
      .createTable("reports")
      .addColumn("order_id", "text", (c) => c.primaryKey())
      .addColumn("owner", "text", (c) => c.notNull())
      .addColumn("pool_id", "integer", (c) => c.notNull())
      .addColumn("order_tx_id", "text")
      .addColumn("forward_tx_id", "text", (c) => c.notNull())
      .addColumn("report", "jsonb", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("report_deliveries")
      .addColumn("order_id", "text", (c) => c.primaryKey().references("reports.order_id"))
      .addColumn("owner", "text", (c) => c.notNull())
      .addColumn("push_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("last_pushed_at", "bigint")
      .addColumn("acked_at", "bigint")
      .execute();
    await db.schema
      .createIndex("report_deliveries_pending")
      .on("report_deliveries")
      .columns(["owner", "order_id"])
      .where(sql.ref("acked_at"), "is", null)
      .execute();

    await db.schema
      .createTable("settlements")
      .addColumn("tx_id", "text", (c) => c.primaryKey())
      .addColumn("pool_id", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("packed_trx", "text", (c) => c.notNull())
      .addColumn("signatures", "jsonb", (c) => c.notNull())
      .addColumn("expiration", "bigint", (c) => c.notNull())
      .addColumn("error", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("trades")
      .addColumn("order_id", "text", (c) => c.notNull())
      .addColumn("pool_id", "integer", (c) => c.notNull())
      .addColumn("time", "bigint", (c) => c.notNull())
      .addColumn("volume_usd", "numeric", (c) => c.notNull())
      .addColumn("fees_usd", "numeric", (c) => c.notNull())
      .addPrimaryKeyConstraint("trades_pk", ["order_id", "pool_id"])
      .execute();
    await db.schema.createIndex("trades_pool_time").on("trades").columns(["pool_id", "time"]).execute();

    await db.schema
      .createTable("pool_snapshots")
      .addColumn("pool_id", "integer", (c) => c.notNull())
      .addColumn("time", "bigint", (c) => c.notNull())
      .addColumn("liquidity_usd", "numeric", (c) => c.notNull())
      .addColumn("volume_24h_usd", "numeric", (c) => c.notNull())
      .addColumn("fees_24h_usd", "numeric", (c) => c.notNull())
      .addColumn("prices", "jsonb", (c) => c.notNull())
      .addPrimaryKeyConstraint("pool_snapshots_pk", ["pool_id", "time"])
      .execute();

    await db.schema
      .createTable("chart_points")
      .addColumn("pool_id", "integer", (c) => c.notNull())
      .addColumn("series", "text", (c) => c.notNull())
      .addColumn("time", "bigint", (c) => c.notNull())
      .addColumn("value", "numeric", (c) => c.notNull())
      .addColumn("synthetic", "boolean", (c) => c.notNull())
      .addPrimaryKeyConstraint("chart_points_pk", ["pool_id", "series", "time"])
      .execute();
  },
};

/** Proven sessions (auth/sessionTokens.ts): a token's hash, never the token itself. */
const sessionTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("session_tokens")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("account", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("revoked_at", "bigint")
      .execute();
    await db.schema.createIndex("session_tokens_account").on("session_tokens").column("account").execute();
  },
};

/** QuickStake's co-signed transactions (stake/stakeRequestStore.ts): what a restart must still watch for. */
const stakeRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("stake_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("tx_id", "text", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("details", "jsonb", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("settled_at", "bigint")
      .execute();
    await db.schema
      .createIndex("stake_requests_signed")
      .on("stake_requests")
      .columns(["account", "expires_at"])
      .where(sql.ref("status"), "=", "signed")
      .execute();
    await db.schema.createIndex("stake_requests_tx").on("stake_requests").column("tx_id").execute();
  },
};

/**
 * The swap service (swap/): its jobs (a payment and what it pays for, through received -> broadcast -> final
 * -> created|swapped|refunded) and the referral links with the accounts created through them.
 */
const swapJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("swap_jobs")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("payment", "jsonb", (c) => c.notNull())
      .addColumn("payment_chain", "text", (c) => c.notNull())
      .addColumn("payment_tx", "text")
      .addColumn("account_name", "text")
      .addColumn("new_account", "jsonb")
      .addColumn("payout", "jsonb")
      .addColumn("referral_code", "text")
      .addColumn("confirmations", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("ux_tx", "jsonb")
      .addColumn("refund_tx", "jsonb")
      .addColumn("error", "text")
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    // One payment pays for one job, whoever reports it and however often.
    await db.schema
      .createIndex("swap_jobs_payment")
      .on("swap_jobs")
      .columns(["payment_chain", "payment_tx"])
      .unique()
      .where(sql.ref("payment_tx"), "is not", null)
      .execute();
    await db.schema.createIndex("swap_jobs_state").on("swap_jobs").columns(["state", "created_at"]).execute();
    await db.schema.createIndex("swap_jobs_account_name").on("swap_jobs").column("account_name").execute();

    await db.schema
      .createTable("referral_codes")
      .addColumn("code", "text", (c) => c.primaryKey())
      .addColumn("account", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("referral_codes_account").on("referral_codes").column("account").execute();
    await db.schema
      .createTable("referral_uses")
      .addColumn("account", "text", (c) => c.primaryKey())
      .addColumn("code", "text", (c) => c.notNull().references("referral_codes.code"))
      .addColumn("job_id", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("referral_uses_code").on("referral_uses").column("code").execute();
  },
};

/**
 * Charts hold observed points only: an earlier version seeded invented history into new data folders and
 * flagged it `synthetic`. Those rows are deleted and the flag goes with them, so nothing invented is left
 * to serve.
 */
const observedChartsOnly: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`DELETE FROM chart_points WHERE synthetic`.execute(db);
    await db.schema.alterTable("chart_points").dropColumn("synthetic").execute();
  },
};

/**
 * Services past one machine (scaleOut/serviceCluster.ts): socket.io's PostgreSQL adapter sends a broadcast
 * over NOTIFY's 8000-byte limit as a row of this table (the columns the adapter reads and prunes by).
 */
const socketAdapterAttachments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("socket_io_attachments")
      .addColumn("id", "bigserial", (c) => c.unique())
      .addColumn("created_at", "timestamptz", (c) => c.defaultTo(sql`now()`))
      .addColumn("payload", "bytea")
      .execute();
  },
};

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001_initial": initial,
  "0002_session_tokens": sessionTokens,
  "0003_stake_requests": stakeRequests,
  "0004_swap_jobs": swapJobs,
  "0005_proof_state": proofState,
  "0006_observed_charts_only": observedChartsOnly,
  "0007_socket_adapter_attachments": socketAdapterAttachments,
};

class InCodeMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...MIGRATIONS };
  }
}

/** Brings the schema up to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(
      `database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}
