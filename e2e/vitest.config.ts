import { defineConfig } from "vitest/config";

// Journeys run one file at a time against one app server started for the whole suite (globalSetup).
export default defineConfig({
  test: {
    include: ["e2e/journeys/**/*.e2e.ts"],
    globalSetup: ["e2e/support/globalSetup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
