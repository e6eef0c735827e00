import { Worker } from "node:worker_threads";

const BOOTSTRAP = new URL("./tsxWorkerBootstrap.mjs", import.meta.url);

/**
 * Starts a worker thread on a TypeScript module. The devnet runs from source under tsx (npm start, the CLI,
 * vitest), and on Node 20 a worker does not inherit the main thread's loader, so the thread starts on a small
 * JavaScript bootstrap that registers tsx and then imports `entry`. The entry reads its own fields of
 * `workerData` (the bootstrap only adds `typescriptEntry`).
 */
export function startTypeScriptWorker(entry: URL, workerData: Record<string, unknown>): Worker {
  return new Worker(BOOTSTRAP, { workerData: { ...workerData, typescriptEntry: entry.href } });
}
