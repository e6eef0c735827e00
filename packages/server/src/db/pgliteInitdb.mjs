// `node pgliteInitdb.mjs`: makes sure a new, empty PGlite cluster folder is cached, and prints its path. initdb's
// output depends only on PGlite's version, so it runs once per installed version (at `npm install`, as the root
// package's postinstall, or at the first start of a new data folder), not once per data folder: it takes
// seconds. A new data folder is a copy of this one (database.ts): loading a dump instead (loadDataDir) kept
// about 80 MB of the services' RSS for good, the dump's bytes and the heap they were read into. Run in its own
// short-lived process, initdb's ~0.5 GB of WebAssembly heap, which a PGlite instance never gives back, goes
// back to the system. Plain JavaScript, no loader.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
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
const clusterDir = join(cacheDir, `cluster-${version}`);

if (!existsSync(clusterDir)) {
  const { PGlite } = await import("@electric-sql/pglite");
  // Made whole, then renamed: a start running beside this one never copies half a cluster.
  const partial = `${clusterDir}.${process.pid}.tmp`;
  mkdirSync(partial, { recursive: true });
  const client = await PGlite.create({ dataDir: partial });
  await client.close();
  try {
    renameSync(partial, clusterDir);
  } catch (error) {
    // Another start made it meanwhile: theirs is as good.
    if (!existsSync(clusterDir)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
}
process.stdout.write(clusterDir);
