import pg from "pg";
import { describe, expect, it } from "vitest";
import { LeaderLock, type LeaderTask } from "../../src/scaleOut/leaderLock";
import { leaderOf, requirePostgres, until, usePostgres } from "./support/scaleOutNetwork";

/*
 * The leader lock on a real PostgreSQL: of two instances one leads; a leader whose lock connection is cut
 * (the server ends its session, as when a network drops it) stops its task, and one of the two leads again,
 * never both; a stopped leader hands over at once. (A killed leader: keeperTakeover.test.ts.)
 */

const binDir = requirePostgres("leader locks on PostgreSQL");

/** A task that records when it runs, and that is never running on two instances at once. */
function recordingTask(name: string, running: Set<string>, overlaps: string[]): LeaderTask {
  return {
    start() {
      if (running.size > 0) overlaps.push(`${name} started while ${[...running].join(",")} ran`);
      running.add(name);
    },
    async stop() {
      running.delete(name);
    },
  };
}

describe.runIf(binDir !== undefined)("leader locks", () => {
  const postgres = usePostgres(binDir);

  it("let one instance lead; a leader cut off stops, the standby takes over", async () => {
    const running = new Set<string>();
    const overlaps: string[] = [];
    const log: string[] = [];
    const lock = (instance: string, task: LeaderTask) =>
      new LeaderLock({
        databaseUrl: postgres.url,
        job: "swapWorker",
        task,
        instance,
        retryMs: 200,
        log: (line) => log.push(`${instance} ${line}`),
      });
    const a = lock("a", recordingTask("a", running, overlaps));
    a.start();
    await until("a leads", () => a.isLeading);
    const b = lock("b", recordingTask("b", running, overlaps));
    b.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(b.isLeading).toBe(false);
    expect(await leaderOf(postgres.url, "swapWorker")).toBe("a");

    // The server ends a's lock session: a stops acting at once; then one of the two (both retry every
    // 200 ms) leads again, never both.
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'ux-leader:a:swapWorker'",
    );
    await until("a stops leading", () =>
      log.some((line) => line.startsWith("a swapWorker: stopped leading (lock connection")),
    );
    await until("one leads again", () => a.isLeading || b.isLeading, 5_000);
    const [leader, standby] = a.isLeading ? [a, b] : [b, a];
    expect(standby.isLeading).toBe(false);
    expect(await leaderOf(postgres.url, "swapWorker")).toBe(a.isLeading ? "a" : "b");

    // A stopped leader releases at once: the standby takes over.
    await leader.stop();
    await until("the standby leads", () => standby.isLeading, 5_000);
    expect(await leaderOf(postgres.url, "swapWorker")).toBe(standby === a ? "a" : "b");
    expect(overlaps).toEqual([]);
    expect(running.size).toBe(1);
    await standby.stop();
    expect(running.size).toBe(0);
    expect(await leaderOf(postgres.url, "swapWorker")).toBeNull();
    await admin.end();
  });
});
