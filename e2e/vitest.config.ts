import { defineConfig } from "vitest/config";

// Journeys run one file at a time against one app server started for the whole suite (globalSetup).
export default defineConfig({
  test: {
    include: ["e2e/journeys/**/*.e2e.ts"],
    globalSetup: ["e2e/support/globalSetup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What a person would wait for, not vitest's 1 s: the app boots after the page's load event (its modules
    // evaluate in short tasks), and on a busy 2-core machine that takes longer than a second.
    expect: { poll: { timeout: 10_000 } },
  },
});
