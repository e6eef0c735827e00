import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "./freePort";

/** Debian's PostgreSQL binaries (apt-get install postgresql), newest version first; undefined if absent. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, "bin")).find((dir) => existsSync(join(dir, "initdb")));
}

/** Debian's PostgreSQL binaries for `suite`; under CI=true a missing install fails instead of skipping. */
export function requirePostgres(suite: string): string | undefined {
  const binDir = postgresBinDir();
  if (binDir === undefined && process.env.CI === "true")
    throw new Error(`PostgreSQL is not installed (apt-get install -y postgresql): CI must run ${suite}`);
  if (binDir === undefined)
    console.log(`${suite}: skipped: PostgreSQL is not installed (apt-get install -y postgresql)`);
  return binDir;
}

/**
 * A throwaway PostgreSQL server for the enclosing suite (a describe.runIf(binDir !== undefined)): started
 * before the suite's own beforeAll hooks, stopped after its afterAll hooks. `url` is its address.
 */
export function usePostgres(binDir: string | undefined): { readonly url: string } {
  let server: { url: string; stop(): void } | undefined;
  beforeAll(async () => {
    server = await startPostgres(binDir as string);
  }, 60_000);
  afterAll(() => server?.stop());
  return {
    get url() {
      if (server === undefined) throw new Error("PostgreSQL has not started");
      return server.url;
    },
  };
}

/**
 * A throwaway PostgreSQL server in a temp folder on a free loopback port. As root (CI), it runs as the
 * `postgres` user that Debian's package creates, since PostgreSQL refuses to run as root.
 */
export async function startPostgres(binDir: string): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), "ux-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: "pipe" });
  };
  run(join(binDir, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres"]);
  // -l: the server must not inherit our pipes, or waiting for pg_ctl would wait for the server to exit.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  run(join(binDir, "pg_ctl"), ["-D", data, "-l", join(dir, "server.log"), "-o", options, "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      const stopArgs = ["-D", data, "-m", "fast", "-w", "stop"];
      if (asRoot) spawnSync("runuser", ["-u", "postgres", "--", join(binDir, "pg_ctl"), ...stopArgs]);
      else spawnSync(join(binDir, "pg_ctl"), stopArgs);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
