// The first module of a worker thread whose entry is TypeScript (see startTypeScriptWorker): Node 20 does not
// carry the main thread's tsx loader into workers, so this registers tsx in the thread, then imports the entry.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.typescriptEntry);
