import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A PostgreSQL server the launcher started, and how to stop it. */
export interface LocalPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Debian's PostgreSQL binaries (apt-get install postgresql), the newest version; undefined if absent. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, "bin")).find((dir) => existsSync(join(dir, "initdb")));
}

/**
 * The local network's PostgreSQL for `--services N`: a cluster in `folder` (made by initdb on first use,
 * kept like the rest of the data folder, wiped by --reset) on 127.0.0.1:`port` only, trusting local
 * connections as a development database does. As root it runs as Debian's `postgres` user, since
 * PostgreSQL refuses to run as root.
 */
export async function startLocalPostgres(
  folder: string,
  port: number,
  log: (line: string) => void,
): Promise<LocalPostgres> {
  const binDir = postgresBinDir();
  if (binDir === undefined)
    throw new Error(
      "--services N runs the services on PostgreSQL: set DATABASE_URL, or install Debian's (apt-get install -y postgresql)",
    );
  const asRoot = process.getuid?.() === 0;
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", join(binDir, tool), ...args])
      : run(join(binDir, tool), args);
  mkdirSync(folder, { recursive: true });
  if (asRoot) {
    const id = async (flag: string) => Number((await run("id", [flag, "postgres"])).stdout.trim());
    chownSync(folder, await id("-u"), await id("-g"));
    await run("runuser", ["-u", "postgres", "--", "test", "-w", folder]).catch(() => {
      throw new Error(
        `PostgreSQL runs as the postgres user, which cannot reach ${folder}: make its parent folders searchable (chmod o+x) or set DATABASE_URL`,
      );
    });
  }
  const data = join(folder, "data");
  if (!existsSync(join(data, "PG_VERSION"))) {
    log(`local network: creating the services' PostgreSQL cluster in ${data}`);
    await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8"]);
  }
  // A launcher that was killed leaves its cluster running: stop it, so this start uses today's settings.
  const running = await pg("pg_ctl", ["-D", data, "status"]).then(
    () => true,
    () => false,
  );
  if (running) await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  // -l: the server must not inherit our pipes, or pg_ctl's exit would wait for the server's.
  const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  await pg("pg_ctl", ["-D", data, "-l", join(folder, "server.log"), "-o", settings, "-w", "start"]);
  log(`local network: PostgreSQL ready on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]).catch(() => undefined);
    },
  };
}
