/** Spec: the disclaimer shows until accepted; acceptance is remembered in local storage under this key. */
export const DISCLAIMER_STORAGE_KEY = "disclaimerAccepted";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

export function isDisclaimerAccepted(storage: KeyValueStorage | null): boolean {
  try {
    return storage?.getItem(DISCLAIMER_STORAGE_KEY) === "true";
  } catch {
    // Storage can be blocked (privacy modes): then the disclaimer shows again, which is the safe side.
    return false;
  }
}

/** Remembers acceptance; returns false when storage refused (acceptance then lasts for this visit only). */
export function rememberDisclaimerAccepted(storage: KeyValueStorage | null): boolean {
  try {
    storage?.setItem(DISCLAIMER_STORAGE_KEY, "true");
    return storage !== null;
  } catch {
    return false;
  }
}
