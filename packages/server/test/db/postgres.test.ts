import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database";
import { MIGRATIONS } from "../../src/db/migrations";
import { orderById, recordPlacedOrders } from "../../src/db/orderStore";
import { storeReports } from "../../src/db/reportStore";
import { requirePostgres, usePostgres } from "../support/postgresServer";
import { sampleReportToStore } from "../support/sampleReport";

// DATABASE_URL selects a real PostgreSQL server: this runs the same store code against one. CI installs
// Debian's postgresql; elsewhere, without it, the suite says so instead of pretending.
const binDir = requirePostgres("services database on PostgreSQL");

describe.runIf(binDir !== undefined)("services database on PostgreSQL (DATABASE_URL)", () => {
  const server = usePostgres(binDir);

  it("migrates once, keeps orders and reports across reconnects, and never stores a report twice", async () => {
    const first = await openDatabase({ databaseUrl: server.url });
    expect(first.kind).toBe("postgres");
    expect(first.migrated).toEqual(Object.keys(MIGRATIONS));
    await recordPlacedOrders(
      first.db,
      { owner: "alice", pool_id: 1, tx_id: "ef".repeat(32), order_ids: ["10"], actions: [{ a: 1 }] },
      1000,
    );
    const report = sampleReportToStore("10", "alice");
    expect((await storeReports(first.db, [report], 2000)).map((r) => r.order_id)).toEqual(["10"]);
    await first.close();

    const second = await openDatabase({ databaseUrl: server.url });
    expect(second.migrated).toEqual([]);
    expect(await orderById(second.db, "10")).toMatchObject({ status: "settled", settled_at: 2000 });
    expect(await storeReports(second.db, [report], 3000)).toEqual([]);
    await second.close();
  });
});
