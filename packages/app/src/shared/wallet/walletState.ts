import type { NetworkConfig } from "@ux/core/config";
import { createStore } from "zustand/vanilla";
import { browserStorage } from "../storage/browserStorage";
import { type PersistedSessions, parseSessions, SESSIONS_STORAGE_KEY } from "./sessionPersistence";

/*
 * What every page needs about wallets, kept to the minimum because it ships with the landing page: the
 * sessions restored from local storage at load (spec 1 §4), the flag that loads the wallet UI on first
 * use, and the config for lazily loaded wallet pages. Login, logout and saving (auth's sessionCommands) load with
 * the wallet menus; lazily loaded code reads and writes this store directly (selectors in walletSelectors),
 * so the landing page's main file exports as few names as possible.
 */

/** The chain key of the native network in every config. */
export const NATIVE_CHAIN = "ux";

export interface WalletState extends PersistedSessions {
  /** Set the first time a wallet prompt or transaction dialog opens; the header then loads their UI. */
  uiWanted?: boolean;
  /**
   * The network config, published by the app (App.tsx) for lazily loaded wallet pages: importing the config
   * context module from their chunks made the bundler split it out of the landing page's main file.
   */
  config?: NetworkConfig;
}

export const sessionStore = createStore<WalletState>()(() =>
  parseSessions(browserStorage()?.getItem(SESSIONS_STORAGE_KEY) ?? null),
);
