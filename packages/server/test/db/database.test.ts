import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database";
import { MIGRATIONS } from "../../src/db/migrations";
import { orderById, recordPlacedOrders, recordQueuedOrders } from "../../src/db/orderStore";
import {
  acknowledgeReport,
  markPushed,
  pendingReports,
  reportDeliveries,
  storeReports,
} from "../../src/db/reportStore";
import { sampleReport, sampleReportToStore } from "../support/sampleReport";
import { emptyTemplate, migratedTemplate, testDatabase } from "../support/testDatabase";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("services database (PGlite data dir)", () => {
  it("opens a fresh folder, keeps orders and reports across a restart, and never stores a report twice", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ux-server-db-"));
    dirs.push(dataDir);

    const first = await openDatabase({ dataDir, pgliteTemplate: await migratedTemplate() });
    expect(first.kind).toBe("pglite-dir");
    // The template is already migrated; a data dir opened without one runs every migration (next test).
    expect(first.migrated).toEqual([]);
    await recordPlacedOrders(
      first.db,
      {
        owner: "alice",
        pool_id: 1,
        tx_id: "ef".repeat(32),
        order_ids: ["10", "11"],
        actions: [{ a: 1 }, { a: 2 }],
      },
      1000,
    );
    const stored = await storeReports(first.db, [sampleReportToStore("10")], 2000);
    expect(stored.map((r) => r.order_id)).toEqual(["10"]);
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(second.migrated).toEqual([]);
    expect(await orderById(second.db, "10")).toMatchObject({
      status: "settled",
      settled_at: 2000,
      tx_id: "ef".repeat(32),
    });
    expect(await orderById(second.db, "11")).toMatchObject({ status: "placed", owner: "alice", pool_id: 1 });
    // Replaying the same settlement after the restart stores nothing new.
    expect(
      await storeReports(second.db, [sampleReportToStore("10"), sampleReportToStore("11")], 3000),
    ).toHaveLength(1);
    const all = await reportDeliveries(second.db);
    expect(all.map((r) => [r.order_id, r.created_at])).toEqual([
      ["10", 2000],
      ["11", 3000],
    ]);
    expect(all[0]?.report).toEqual(sampleReport("10"));
    await second.close();
  });
});

describe("a new PGlite data folder", () => {
  it("is a copy of the cached new cluster, migrated at the first open and not again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ux-server-db-"));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    expect(first.migrated).toEqual(Object.keys(MIGRATIONS));
    await recordQueuedOrders(
      first.db,
      [{ order_id: "7", owner: "dan", pool_id: 2, tx_id: "ab".repeat(32) }],
      1,
    );
    await first.close();
    const second = await openDatabase({ dataDir });
    expect(second.migrated).toEqual([]);
    expect(await orderById(second.db, "7")).toMatchObject({ owner: "dan", pool_id: 2 });
    await second.close();
  });
});

describe("migrations", () => {
  it("run in order on a new database and not again on the next open", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { Kysely } = await import("kysely");
    const { migrateToLatest } = await import("../../src/db/migrations");
    const { pgliteDialect } = await import("../../src/db/pgliteDialect");
    const client = new PGlite({ loadDataDir: await emptyTemplate() });
    const db = new Kysely<unknown>({ dialect: pgliteDialect(client) });
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
      expect(await migrateToLatest(db)).toEqual([]);
      const tables = await db.introspection.getTables();
      expect(tables.map((t) => t.name).sort()).toEqual([
        "chart_points",
        "orders",
        "pool_snapshots",
        "proof_block_ids",
        "proof_chain_state",
        "proof_schedules",
        "referral_codes",
        "referral_uses",
        "report_deliveries",
        "reports",
        "session_tokens",
        "settlements",
        "socket_io_attachments",
        "stake_requests",
        "swap_jobs",
        "trades",
      ]);
    } finally {
      await db.destroy();
    }
  });
});

describe("report delivery state", () => {
  it("lists unacknowledged reports per owner, counts pushes, and acknowledges once, by the owner only", async () => {
    const { db, close } = await testDatabase();
    try {
      await recordQueuedOrders(db, [{ order_id: "2", owner: "bob", pool_id: 1, tx_id: "aa".repeat(32) }], 5);
      await storeReports(
        db,
        [
          sampleReportToStore("2", "bob"),
          sampleReportToStore("10", "bob"),
          sampleReportToStore("3", "carol"),
        ],
        10,
      );
      expect((await pendingReports(db, "bob")).map((r) => r.order_id)).toEqual(["2", "10"]);
      await markPushed(db, ["2", "10"], 20);
      await markPushed(db, ["2"], 30);
      const pushed = await pendingReports(db, "bob");
      expect(pushed.map((r) => [r.push_count, r.last_pushed_at])).toEqual([
        [2, 30],
        [1, 20],
      ]);
      expect(await acknowledgeReport(db, "carol", "2", 40)).toBe(false);
      expect(await acknowledgeReport(db, "bob", "2", 40)).toBe(true);
      expect(await acknowledgeReport(db, "bob", "2", 50)).toBe(false);
      expect((await pendingReports(db, "bob")).map((r) => r.order_id)).toEqual(["10"]);
      expect((await orderById(db, "2"))?.tx_id).toBe("aa".repeat(32));
    } finally {
      await close();
    }
  });

  it("serialises concurrent transactions on the single PGlite session", async () => {
    const { db, close } = await testDatabase();
    try {
      const batches = Array.from({ length: 20 }, (_, i) =>
        storeReports(db, [sampleReportToStore(String(i % 5))], i),
      );
      const results = await Promise.all(batches);
      expect(
        results
          .flat()
          .map((r) => r.order_id)
          .sort(),
      ).toEqual(["0", "1", "2", "3", "4"]);
      expect(await reportDeliveries(db)).toHaveLength(5);
    } finally {
      await close();
    }
  });
});
