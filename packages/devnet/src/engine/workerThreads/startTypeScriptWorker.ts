import { Worker } from "node:worker_threads";

const BOOTSTRAP = new URL("./tsxWorkerBootstrap.mjs", import.meta.url);
/** Set only inside the launcher's prebuilt bundles (packages/launcher/prebuilt.mjs): source URL -> bundle URL. */
declare const __UX_PREBUILT_WORKERS__: Record<string, string> | undefined;

/**
 * Starts a worker thread on a TypeScript module. The devnet runs from source under tsx (npm start, the CLI,
 * vitest), and on Node 20 a worker does not inherit the main thread's loader, so the thread starts on a small
 * JavaScript bootstrap that registers tsx and then imports `entry`. The entry reads its own fields of
 * `workerData` (the bootstrap only adds `typescriptEntry`). Inside a prebuilt bundle the thread starts on the
 * entry's own bundle instead, without tsx.
 */
export function startTypeScriptWorker(entry: URL, workerData: Record<string, unknown>): Worker {
  const prebuilt =
    typeof __UX_PREBUILT_WORKERS__ === "undefined" ? undefined : __UX_PREBUILT_WORKERS__[entry.href];
  if (prebuilt !== undefined) return new Worker(new URL(prebuilt), { workerData });
  return new Worker(BOOTSTRAP, { workerData: { ...workerData, typescriptEntry: entry.href } });
}
