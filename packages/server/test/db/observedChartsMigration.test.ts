import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrateToLatest } from "../../src/db/migrations";
import { pgliteDialect } from "../../src/db/pgliteDialect";
import { emptyTemplate } from "../support/testDatabase";

/** A data folder of the version before 0006: every migration up to it, and the points its seeding wrote. */
async function olderDataFolder(db: Kysely<unknown>) {
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0006"));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  await sql`INSERT INTO chart_points (pool_id, series, time, value, synthetic) VALUES
    (1, 'liquidity', 3600, 39000, false),
    (1, 'liquidity', 7200, 99999, true),
    (1, 'fees', 7200, 12, true),
    (2, 'fees', 3600, 1.5, false)`.execute(db);
}

describe("migration 0006: charts hold observed points only", () => {
  it("deletes the invented points an older version seeded and drops their flag, keeping every observed point", async () => {
    const client = new PGlite({ loadDataDir: await emptyTemplate() });
    const db = new Kysely<unknown>({ dialect: pgliteDialect(client) });
    try {
      await olderDataFolder(db);
      expect((await migrateToLatest(db))[0]).toBe("0006_observed_charts_only");
      const { rows } = await sql<Record<string, unknown>>`
        SELECT * FROM chart_points ORDER BY pool_id, series, time`.execute(db);
      expect(rows.map((row) => [row.pool_id, row.series, Number(row.time), String(row.value)])).toEqual([
        [1, "liquidity", 3600, "39000"],
        [2, "fees", 3600, "1.5"],
      ]);
      expect(rows.every((row) => !("synthetic" in row))).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
