import { memoryStorage } from "../../../shared/memoryStorage";

/*
 * Installs an in-memory localStorage before the orders store loads (import this first): the store persists
 * the history there as in the browser, instead of warning on every change that storage is unavailable.
 */
const storage = memoryStorage();
if (globalThis.localStorage === undefined)
  Object.defineProperty(globalThis, "localStorage", { value: storage, configurable: true });

export const storedItem = (key: string) => storage.items.get(key);
