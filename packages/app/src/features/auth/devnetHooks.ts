import type { ActionInput } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { submitActions } from "./submission/submitActions";

/** What the local network's end-to-end journeys may call on the page (window.uxDevnet). */
export interface DevnetHooks {
  /** Submits actions through the connected wallet, exactly as a feature does (dialogs included). */
  submitActions(chain: string, actions: ActionInput[]): Promise<unknown>;
}

/**
 * On the local network only, like 'Use Test Account': lets end-to-end journeys drive the shared
 * submission path (e.g. a transaction that runs out of RAM) before every feature that submits exists.
 */
export function installDevnetHooks(config: NetworkConfig): void {
  if (config.network !== "local" || typeof window === "undefined") return;
  const hooks: DevnetHooks = {
    submitActions: (chain, actions) =>
      submitActions(config, chain, () => actions).catch((error: unknown) => error),
  };
  (window as unknown as { uxDevnet?: DevnetHooks }).uxDevnet = hooks;
}
