import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

// One runner for every package's unit and integration tests; e2e has its own harness (e2e/run.ts).

const PACKAGES = ["core", "app", "server", "devnet", "launcher"];
const TEST_FILE = /\.test\.tsx?$/;

/** Every test file, as a path from the repository root. */
function testFiles(): string[] {
  return PACKAGES.flatMap((name) => {
    const root = join("packages", name, "test");
    return readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => join(root, file));
  });
}

// Files that replace a module (vi.mock), or install a global before the modules they test load (a bare
// `import "./x"` first), need a fresh module graph: in a shared one the real module may be loaded already
// (an orders store created before the test's localStorage persisted nowhere), or their stand-in would leak
// into the next file.
const replacesModules = testFiles().filter((file) =>
  /\bvi\.(do)?mock\(|^import "\.[^"]*";/m.test(readFileSync(file, "utf8")),
);

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Suites start their services once (a database, sockets, a chain) in beforeAll: on 2 busy cores that
    // alone has taken over 10 s, vitest's default.
    hookTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Two halve the wall
    // time (most suites wait on sockets and chains, not on the CPU).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "shared-modules",
          include: ["packages/*/test/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...replacesModules],
          // A worker keeps its imported modules from one file to the next: importing them again for each
          // file was a third of the run (290 of 600 s on this machine; the app's suites alone 752 -> 257 s
          // at the same load). Suites reset what they change. The services' and the launcher's suites joined
          // later: their 75 files spent 209 s importing with a fresh graph each, 47 s sharing one (same run
          // otherwise green); they stop what they start, and every server, socket and database takes a free
          // port or its own folder.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: replacesModules, isolate: true },
      },
    ],
  },
});
