/*
 * Installs an in-memory localStorage before the orders store loads (import this first): the store persists
 * the history there as in the browser, instead of warning on every change that storage is unavailable.
 */
const data = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => data.get(key) ?? null,
  setItem: (key: string, value: string) => {
    data.set(key, value);
  },
  removeItem: (key: string) => {
    data.delete(key);
  },
};
if (globalThis.localStorage === undefined)
  Object.defineProperty(globalThis, "localStorage", { value: memoryStorage, configurable: true });

export const storedItem = (key: string) => data.get(key);
