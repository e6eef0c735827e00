// `npm start`: the launcher and the processes it supervises run as prebuilt JavaScript (see prebuilt.mjs).
import { ensurePrebuilt } from "./prebuilt.mjs";

await import((await ensurePrebuilt()).launcher);
