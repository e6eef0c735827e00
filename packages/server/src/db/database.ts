import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { cp } from "node:fs/promises";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations";
import { pgliteDialect } from "./pgliteDialect";
import type { DatabaseSchema } from "./schema";

export type ServiceDb = Kysely<DatabaseSchema>;

/**
 * PGlite's PostgreSQL keeps initdb's shared_buffers (128 MB) inside its WebAssembly memory, and that memory
 * is touched and never given back: 16 MB measured 130 MB less RSS for the services with the same queries,
 * 8 MB another 8 MB less at the same CPU per query. The services' tables are small and the pages PGlite
 * reads come from the OS file cache anyway.
 */
export const PGLITE_SHARED_BUFFERS = "8MB";

/**
 * PGlite is one single-user backend: shared memory sized for 100 connections, WAL senders and replication
 * slots is touched for nothing (about 2 MB of WebAssembly memory).
 */
const PGLITE_SETTINGS = [
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
  "max_connections=4",
  "max_wal_senders=0",
  "max_replication_slots=0",
];

export interface DatabaseOptions {
  /** PostgreSQL connection string: when set, a real PostgreSQL (pg Pool) is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created if missing). Neither option: an in-memory PGlite (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite: start a NEW database (in memory, or a data dir that is empty or missing) from this dump (PGlite
   * dumpDataDir) instead of running initdb, which takes seconds; tests open many databases from one migrated
   * template. An existing data dir is opened as it is.
   */
  pgliteTemplate?: Blob | undefined;
}

export interface OpenedDatabase {
  readonly db: ServiceDb;
  readonly kind: "postgres" | "pglite-dir" | "pglite-memory";
  /** Migrations applied by this open (empty when the schema was current). */
  readonly migrated: readonly string[];
  close(): Promise<void>;
}

/**
 * Opens the services' database and migrates it to the latest schema. One SQL dialect (PostgreSQL) whether it
 * is embedded PGlite (default, data under the given folder) or a PostgreSQL server (DATABASE_URL).
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  let db: ServiceDb;
  let kind: OpenedDatabase["kind"];
  if (options.databaseUrl) {
    db = new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) }),
    });
    kind = "postgres";
  } else {
    const fresh = options.dataDir === undefined || isEmptyDir(options.dataDir);
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const template = fresh ? options.pgliteTemplate : undefined;
    // A new data folder is a copy of a new cluster (see pgliteInitdb.mjs), not made by initdb here.
    if (fresh && !template && options.dataDir !== undefined)
      await cp(await newClusterFolder(), options.dataDir, { recursive: true });
    const client = await PGlite.create({
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(template ? { loadDataDir: template } : {}),
    });
    db = new Kysely<DatabaseSchema>({ dialect: pgliteDialect(client) });
    kind = options.dataDir ? "pglite-dir" : "pglite-memory";
  }
  try {
    const migrated = await migrateToLatest(db as Kysely<unknown>);
    return { db, kind, migrated, close: () => db.destroy() };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** The folder of a new, empty PGlite cluster: made by initdb once per PGlite version, in a child process. */
async function newClusterFolder(): Promise<string> {
  const script = new URL("./pgliteInitdb.mjs", import.meta.url);
  const { stdout } = await promisify(execFile)(process.execPath, [script.pathname]);
  return stdout;
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}
