import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

// Runs every bench/*.bench.ts in turn (one at a time: the machine has 2 cores) and prints their figures.
const only = process.argv.slice(2);
const files = readdirSync("bench")
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const result = spawnSync("npx", ["tsx", `bench/${file}`], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
if (failed > 0) {
  console.error(`\n${failed} benchmark(s) failed`);
  process.exit(1);
}
