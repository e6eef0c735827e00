import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { type OpenedDatabase, openDatabase, type ServiceDb } from "../../src/db/database";
import { MIGRATIONS, migrateToLatest } from "../../src/db/migrations";
import { pgliteDialect } from "../../src/db/pgliteDialect";

/** The installed PGlite's version (its package.json is not exported, so found beside its entry). */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;
}

interface Templates {
  empty: Blob;
  migrated: Blob;
}

let templates: Promise<Templates> | null = null;

function writeAtomically(file: string, bytes: Buffer): void {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/**
 * PGlite dumps of a fresh database, before and after the migrations. initdb takes seconds, a restore under
 * one, so they are made once and cached in the temp folder, keyed by the migrations and the PGlite version.
 */
function databaseTemplates(): Promise<Templates> {
  templates ??= (async () => {
    const key = createHash("sha256")
      .update(`${pgliteVersion()}/${Object.keys(MIGRATIONS).join(",")}`)
      .digest("hex");
    const emptyFile = join(tmpdir(), `ux-server-pglite-${key.slice(0, 16)}-empty.tar`);
    const migratedFile = join(tmpdir(), `ux-server-pglite-${key.slice(0, 16)}-migrated.tar`);
    if (existsSync(emptyFile) && existsSync(migratedFile)) {
      return { empty: new Blob([readFileSync(emptyFile)]), migrated: new Blob([readFileSync(migratedFile)]) };
    }
    const client = await PGlite.create();
    const empty = await client.dumpDataDir("none");
    const db = new Kysely<unknown>({ dialect: pgliteDialect(client) });
    await migrateToLatest(db);
    const migrated = await client.dumpDataDir("none");
    await db.destroy();
    writeAtomically(emptyFile, Buffer.from(await empty.arrayBuffer()));
    writeAtomically(migratedFile, Buffer.from(await migrated.arrayBuffer()));
    return { empty, migrated };
  })();
  return templates;
}

export async function migratedTemplate(): Promise<Blob> {
  return (await databaseTemplates()).migrated;
}

export async function emptyTemplate(): Promise<Blob> {
  return (await databaseTemplates()).empty;
}

/** A fresh in-memory PGlite database at the latest schema. */
export async function testDatabase(): Promise<OpenedDatabase> {
  return openDatabase({ pgliteTemplate: await migratedTemplate() });
}

/** A fresh database for the test file: opened before its tests, closed after them; `db` once open. */
export function useTestDatabase(): { readonly db: ServiceDb } {
  let database: OpenedDatabase | undefined;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database?.close());
  return {
    get db() {
      if (database === undefined) throw new Error("the test database is not open yet");
      return database.db;
    },
  };
}
