import type { Devnet } from "@ux/devnet";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { LEADER_JOBS, LEADER_LOCK_NAMESPACE, type LeaderJob } from "../../../src/scaleOut/leaderLock";
import { type RunningServices, startServices } from "../../../src/startServices";
import { servicesConfig, startUxDevnet } from "../../integration/support/realNetwork";
import { requirePostgres, usePostgres } from "../../support/postgresServer";

/*
 * Services past one machine, as tests meet them: a throwaway Debian PostgreSQL, and service instances on it
 * (in this process, or as child processes that can be killed), each named so the database shows who leads.
 */

export { requirePostgres, usePostgres };

/**
 * What the instances of a suite share: a throwaway PostgreSQL and a ux devnet chain, up before the suite's
 * own beforeAll hooks and down after its afterAll hooks (which stop the instances first).
 */
export function useSharedNetwork(binDir: string | undefined): {
  readonly databaseUrl: string;
  readonly chainApi: string;
} {
  const postgres = usePostgres(binDir);
  let devnet: { devnet: Devnet; chainApi: string } | undefined;
  beforeAll(async () => {
    devnet = await startUxDevnet();
  }, 60_000);
  afterAll(async () => {
    await devnet?.devnet.stop();
  });
  return {
    get databaseUrl() {
      return postgres.url;
    },
    get chainApi() {
      if (devnet === undefined) throw new Error("the devnet has not started");
      return devnet.chainApi;
    },
  };
}

/** The devnet services' config for one named instance on the shared database, on free ports. */
export function instanceConfig(
  chainApi: string,
  databaseUrl: string,
  instance: string,
  extra: Record<string, unknown> = {},
) {
  return { ...servicesConfig(chainApi, 300), databaseUrl, instance, ...extra };
}

/** An instance in this process, loops on (the keeper runs only while it leads). */
export function startInstance(
  chainApi: string,
  databaseUrl: string,
  instance: string,
  log: string[] = [],
  extra: Record<string, unknown> = {},
): Promise<RunningServices> {
  return startServices(instanceConfig(chainApi, databaseUrl, instance, extra), {
    log: (message) => log.push(`${instance}: ${message}`),
  });
}

/** The instance holding `job`'s advisory lock, as PostgreSQL itself reports it (null: nobody leads). */
export async function leaderOf(databaseUrl: string, job: LeaderJob): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ application_name: string }>(
      `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2`,
      [LEADER_LOCK_NAMESPACE, LEADER_JOBS[job]],
    );
    const name = rows[0]?.application_name ?? null;
    return name === null ? null : (/^ux-leader:([a-z0-9]+):/.exec(name)?.[1] ?? name);
  } finally {
    await client.end();
  }
}

/** Polls until `condition` holds; rejects after `ms` with `what`. */
export async function until(what: string, condition: () => Promise<boolean> | boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
