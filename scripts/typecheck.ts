import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";

// Type-checks every program of the repository, strict. The four Node packages share one program
// (tsconfig.packages.json: same options, so core is checked once instead of once per package, 150 -> 67 s
// here); the app (DOM, JSX) and the tools (e2e, bench: DOM for page callbacks) keep their own. The
// programs run side by side, longest first, as many at a time as there are cores.

const PROGRAMS = ["packages/app/tsconfig.json", "tsconfig.packages.json", "tsconfig.tools.json"];

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

/** Runs one program's check; resolves with its output and whether it passed. */
function check(project: string): Promise<{ project: string; ok: boolean; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", project, "--pretty"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("close", (code) => {
      resolve({ project, ok: code === 0, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const queue = [...PROGRAMS];
const results: Awaited<ReturnType<typeof check>>[] = [];
async function worker(): Promise<void> {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    process.stdout.write(result.output);
    console.log(`typecheck ${result.ok ? "ok" : "FAILED"}: ${project} (${result.seconds.toFixed(1)} s)`);
    results.push(result);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROGRAMS.length) }, worker));
process.exit(results.every((result) => result.ok) ? 0 : 1);
