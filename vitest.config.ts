import { defineConfig } from "vitest/config";

// One runner for every package's unit and integration tests; e2e has its own harness (e2e/run.ts).
export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    // Suites start their services once (a database, sockets, a chain) in beforeAll: on 2 busy cores that
    // alone has taken over 10 s, vitest's default.
    hookTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Two halve the wall
    // time (most suites wait on sockets and chains, not on the CPU).
    maxWorkers: 2,
  },
});
