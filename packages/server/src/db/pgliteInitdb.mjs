// `node pgliteInitdb.mjs`: makes sure a dump (PGlite dumpDataDir) of a new, empty cluster is cached, and prints
// its path. initdb's output depends only on PGlite's version, so it runs once per installed version (at
// `npm install`, as the root package's postinstall, or at the first start of a new data folder), not once
// per data folder: it takes seconds. Run in its own short-lived process, initdb's ~0.5 GB of WebAssembly
// heap, which a PGlite instance never gives back, goes back to the system. Plain JavaScript, no loader.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The installed PGlite's folder (its package.json is not exported, so found above its entry). */
function pgliteFolder() {
  let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return dir;
}

const pglite = pgliteFolder();
const { version } = JSON.parse(readFileSync(join(pglite, "package.json"), "utf8"));
// node_modules/.cache is where tools keep what they can make again (find-cache-dir's convention).
const cacheDir = join(pglite, "..", "..", ".cache", "ux-pglite");
const dumpFile = join(cacheDir, `initdb-${version}.tar`);

if (!existsSync(dumpFile)) {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create();
  const dump = await client.dumpDataDir("none");
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  // Written whole, then renamed: a start running beside this one never reads half a dump.
  const partial = `${dumpFile}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, dumpFile);
}
process.stdout.write(dumpFile);
