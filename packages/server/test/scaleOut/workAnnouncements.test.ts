import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import {
  announcedJob,
  localAnnouncements,
  postgresAnnouncements,
  type WorkAnnouncements,
} from "../../src/scaleOut/workAnnouncements";
import { requirePostgres, until, usePostgres } from "./support/scaleOutNetwork";

/*
 * Work announced for a led job reaches its listeners: on one instance directly; across instances on one
 * PostgreSQL through NOTIFY, also after the listening connection was cut and made again. A payload that
 * names no job, or this instance, is ignored.
 */

describe("work announcements on one instance", () => {
  it("call the job's listeners, not another job's, until unsubscribed", () => {
    const work = localAnnouncements();
    const heard: string[] = [];
    const off = work.listen("swapWorker", () => heard.push("swap"));
    work.listen("stakeWatch", () => heard.push("stake"));
    work.announce("swapWorker");
    off();
    work.announce("swapWorker");
    expect(heard).toEqual(["swap"]);
  });

  it("read another instance's payload, ignoring this instance's and malformed ones", () => {
    expect(announcedJob("swapWorker:b", "a")).toBe("swapWorker");
    expect(announcedJob("stakeWatch:b", "a")).toBe("stakeWatch");
    expect(announcedJob("swapWorker:a", "a")).toBeNull();
    expect(announcedJob("toString:b", "a")).toBeNull();
    expect(announcedJob("swapWorker", "a")).toBeNull();
    expect(announcedJob(undefined, "a")).toBeNull();
    expect(announcedJob(`swapWorker:${"b".repeat(17)}`, "a")).toBeNull();
  });
});

const binDir = requirePostgres("work announcements on PostgreSQL");

describe.runIf(binDir !== undefined)("work announcements on PostgreSQL", () => {
  const postgres = usePostgres(binDir);
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  const instance = (name: string, log: string[] = []): WorkAnnouncements => {
    const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
    const work = postgresAnnouncements({
      databaseUrl: postgres.url,
      instance: name,
      pool,
      retryMs: 100,
      log: (line) => log.push(line),
    });
    closing.push(async () => {
      await work.close();
      await pool.end();
    });
    return work;
  };

  const listening = async (name: string) => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'",
        [`ux-work:${name}`],
      );
      return rows.length > 0;
    } finally {
      await client.end();
    }
  };

  it("reach the other instance's listeners through NOTIFY, and this instance's once", async () => {
    const a = instance("a");
    const b = instance("b");
    const heardOnA: string[] = [];
    const heardOnB: string[] = [];
    a.listen("swapWorker", () => heardOnA.push("swap"));
    b.listen("swapWorker", () => heardOnB.push("swap"));
    b.listen("stakeWatch", () => heardOnB.push("stake"));
    await until("both listen", async () => (await listening("a")) && (await listening("b")));
    a.announce("swapWorker");
    a.announce("stakeWatch");
    await until("b hears both", () => heardOnB.length === 2);
    expect(heardOnB.sort()).toEqual(["stake", "swap"]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardOnA).toEqual(["swap"]);
  });

  it("listen again after the listening connection is cut", async () => {
    const log: string[] = [];
    const a = instance("a");
    const b = instance("b", log);
    const heard: string[] = [];
    b.listen("stakeWatch", () => heard.push("stake"));
    await until("b listens", () => listening("b"));
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'ux-work:b'",
    );
    await admin.end();
    await until("b noticed", () => log.some((line) => line.includes("listening again")));
    await until("b listens again", () => listening("b"));
    a.announce("stakeWatch");
    await until("b hears it", () => heard.length === 1);
  });
});
