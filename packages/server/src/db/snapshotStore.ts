import type { ServiceDb } from "./database";
import { int8 } from "./rowValues";

/** What the indexer knew about a pool at a chain time (USD as decimal text). */
export interface PoolSnapshot {
  pool_id: number;
  /** Unix seconds (chain time). */
  time: number;
  liquidity_usd: string;
  volume_24h_usd: string;
  fees_24h_usd: string;
  /** USD price per token key. */
  prices: Record<string, string>;
}

export async function insertSnapshots(db: ServiceDb, snapshots: readonly PoolSnapshot[]): Promise<void> {
  if (snapshots.length === 0) return;
  await db
    .insertInto("pool_snapshots")
    .values(snapshots.map((snapshot) => ({ ...snapshot, prices: JSON.stringify(snapshot.prices) })))
    .onConflict((oc) => oc.columns(["pool_id", "time"]).doNothing())
    .execute();
}

/** Each pool's latest snapshot taken at or before `time`. */
export async function snapshotsAtOrBefore(db: ServiceDb, time: number): Promise<Map<number, PoolSnapshot>> {
  const rows = await db
    .selectFrom("pool_snapshots")
    .selectAll()
    .distinctOn("pool_id")
    .where("time", "<=", time)
    .orderBy("pool_id")
    .orderBy("time", "desc")
    .execute();
  return new Map(
    rows.map((row) => [
      row.pool_id,
      {
        pool_id: row.pool_id,
        time: int8(row.time),
        liquidity_usd: String(row.liquidity_usd),
        volume_24h_usd: String(row.volume_24h_usd),
        fees_24h_usd: String(row.fees_24h_usd),
        prices: row.prices as Record<string, string>,
      },
    ]),
  );
}

/** Time of the newest snapshot, or null when there is none. */
export async function latestSnapshotTime(db: ServiceDb): Promise<number | null> {
  const row = await db
    .selectFrom("pool_snapshots")
    .select((eb) => eb.fn.max("time").as("time"))
    .executeTakeFirst();
  return row?.time === null || row?.time === undefined ? null : int8(row.time as number | string);
}
