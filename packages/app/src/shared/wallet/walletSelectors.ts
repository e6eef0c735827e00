import type { NetworkConfig } from "@ux/core/config";
import { useStore } from "zustand";
import type { WalletSession } from "./walletSession";
import { sessionStore } from "./walletState";

/** Hooks and commands over the wallet store for lazily loaded code (see walletState). */

export function useSessionMap(): Record<string, WalletSession> {
  return useStore(sessionStore, (state) => state.sessions);
}

/** The network config the app published (undefined only before /config.json has loaded). */
export function usePublishedConfig(): NetworkConfig | undefined {
  return useStore(sessionStore, (state) => state.config);
}

/** Makes the header load the wallet prompt and transaction dialog hosts. */
export function wantWalletUi(): void {
  sessionStore.setState({ uiWanted: true });
}
