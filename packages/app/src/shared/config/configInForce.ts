import type { NetworkConfig } from "@ux/core/config";
import { browserStorage } from "../storage/browserStorage";

/** Where the user's node choices are remembered: `{ [network]: { [chain]: url } }` (see nodeChoices). */
export const NODE_CHOICES_STORAGE_KEY = "ux.nodes";

type ChoiceStorage = Pick<Storage, "getItem" | "setItem">;

/** The stored node choices as text, or null (none, or storage blocked: every chain uses its default). */
export function storedNodeChoices(storage: Pick<ChoiceStorage, "getItem"> | null = browserStorage()) {
  try {
    return storage?.getItem(NODE_CHOICES_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the node choices; a full or blocked storage keeps them for this visit only. */
export function storeNodeChoices(text: string, storage: ChoiceStorage | null = browserStorage()) {
  try {
    storage?.setItem(NODE_CHOICES_STORAGE_KEY, text);
  } catch {
    // Kept in the config in force until the page closes.
  }
}

/**
 * The config in force at start: the served one with the nodes the user chose. The rules load only when a
 * choice is stored: most visits have none, and this ships with every first visit (its JavaScript budget).
 */
export async function configInForce(
  served: NetworkConfig,
  storage: Pick<ChoiceStorage, "getItem"> | null = browserStorage(),
): Promise<NetworkConfig> {
  const stored = storedNodeChoices(storage);
  return stored ? (await import("./nodeChoices")).withNodeChoices(served, stored) : served;
}
