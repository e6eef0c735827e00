// `node pgliteInitdb.mjs FILE`: runs PGlite's initdb and writes the new cluster to FILE as a dump (PGlite
// dumpDataDir). initdb grows the WebAssembly heap to ~0.5 GB that a PGlite instance never gives back; run
// in its own short-lived process it goes back to the system, and the services open their new database from
// the dump at the size of a restarted one. Plain JavaScript, so it needs no loader.
import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

const client = await PGlite.create();
const dump = await client.dumpDataDir("none");
await client.close();
writeFileSync(process.argv[2], Buffer.from(await dump.arrayBuffer()));
