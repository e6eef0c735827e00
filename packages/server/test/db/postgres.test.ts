import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database";
import { MIGRATIONS } from "../../src/db/migrations";
import { orderById, recordPlacedOrders } from "../../src/db/orderStore";
import { storeReports } from "../../src/db/reportStore";
import { postgresBinDir, startPostgres } from "../support/postgresServer";
import { sampleReport } from "../support/sampleReport";

// DATABASE_URL selects a real PostgreSQL server: this runs the same store code against one. CI installs
// Debian's postgresql; elsewhere, without it, the suite says so instead of pretending.
const binDir = postgresBinDir();
if (binDir === undefined && process.env.CI === "true") {
  throw new Error(
    "PostgreSQL is not installed (apt-get install -y postgresql): CI must test the DATABASE_URL path",
  );
}
if (binDir === undefined) {
  console.log(
    "services database on PostgreSQL: skipped: PostgreSQL is not installed (apt-get install -y postgresql)",
  );
}

describe.runIf(binDir !== undefined)("services database on PostgreSQL (DATABASE_URL)", () => {
  let server: { url: string; stop(): void };
  beforeAll(async () => {
    server = await startPostgres(binDir as string);
  }, 60_000);
  afterAll(() => server?.stop());

  it("migrates once, keeps orders and reports across reconnects, and never stores a report twice", async () => {
    const first = await openDatabase({ databaseUrl: server.url });
    expect(first.kind).toBe("postgres");
    expect(first.migrated).toEqual(Object.keys(MIGRATIONS));
    await recordPlacedOrders(
      first.db,
      { owner: "alice", pool_id: 1, tx_id: "ef".repeat(32), order_ids: ["10"], actions: [{ a: 1 }] },
      1000,
    );
    const report = {
      order_id: "10",
      owner: "alice",
      pool_id: 1,
      orderTxId: "ab".repeat(32),
      forwardTxId: "cd".repeat(32),
      report: sampleReport("10", "alice"),
    };
    expect((await storeReports(first.db, [report], 2000)).map((r) => r.order_id)).toEqual(["10"]);
    await first.close();

    const second = await openDatabase({ databaseUrl: server.url });
    expect(second.migrated).toEqual([]);
    expect(await orderById(second.db, "10")).toMatchObject({ status: "settled", settled_at: 2000 });
    expect(await storeReports(second.db, [report], 3000)).toEqual([]);
    await second.close();
  });
});
