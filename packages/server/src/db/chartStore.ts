import type { ServiceDb } from "./database";
import { int8 } from "./rowValues";
import type { ChartSeries } from "./schema";

export interface ChartPoint {
  pool_id: number;
  series: ChartSeries;
  /** Unix seconds. */
  time: number;
  /** USD as decimal text. */
  value: string;
}

/**
 * Stores points observed from the chain. A point replaces what is stored at the same time (the newest
 * observation of an hour wins, so the hour's point ends at the value the indexer last saw in it).
 */
export async function upsertChartPoints(db: ServiceDb, points: readonly ChartPoint[]): Promise<void> {
  for (let start = 0; start < points.length; start += 1000) {
    const batch = points.slice(start, start + 1000);
    await db
      .insertInto("chart_points")
      .values(batch)
      .onConflict((oc) =>
        oc.columns(["pool_id", "series", "time"]).doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
      )
      .execute();
  }
}

/** A pool's observed series from `from` (unix s) on, oldest first. */
export async function chartSeries(
  db: ServiceDb,
  poolId: number,
  series: ChartSeries,
  from: number,
): Promise<{ time: number; value: string }[]> {
  const rows = await db
    .selectFrom("chart_points")
    .select(["time", "value"])
    .where("pool_id", "=", poolId)
    .where("series", "=", series)
    .where("time", ">=", from)
    .orderBy("time")
    .execute();
  return rows.map((row) => ({ time: int8(row.time), value: String(row.value) }));
}

/** Number of points, or of points older than `before` (unix s) when given. */
export async function chartPointCount(db: ServiceDb, before?: number): Promise<number> {
  let query = db.selectFrom("chart_points").select((eb) => eb.fn.countAll<string>().as("count"));
  if (before !== undefined) query = query.where("time", "<", before);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}
