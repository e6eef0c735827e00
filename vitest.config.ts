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
  },
});
