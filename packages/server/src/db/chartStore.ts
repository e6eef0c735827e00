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
  synthetic: boolean;
}

/**
 * Stores points. An observed point replaces what is stored at the same time (the newest observation of an
 * hour wins, so the hour's point ends at the value the indexer last saw in it); a synthetic point (only an
 * old data folder's seeding wrote them) never replaces an observed one.
 */
export async function upsertChartPoints(db: ServiceDb, points: readonly ChartPoint[]): Promise<void> {
  for (let start = 0; start < points.length; start += 1000) {
    const batch = points.slice(start, start + 1000);
    await db
      .insertInto("chart_points")
      .values(batch)
      .onConflict((oc) =>
        oc
          .columns(["pool_id", "series", "time"])
          .doUpdateSet((eb) => ({ value: eb.ref("excluded.value"), synthetic: eb.ref("excluded.synthetic") }))
          .where((eb) =>
            eb.or([eb("chart_points.synthetic", "=", true), eb("excluded.synthetic", "=", false)]),
          ),
      )
      .execute();
  }
}

/**
 * A pool's observed series from `from` (unix s) on, oldest first. Points an earlier version seeded as
 * synthetic history may still sit in an old data folder: they are never served, charts show real trades only.
 */
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
    .where("synthetic", "=", false)
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
