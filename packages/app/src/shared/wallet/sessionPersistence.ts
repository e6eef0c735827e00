import type { WalletPluginId, WalletSession } from "./walletSession";

/** The local storage key of the sessions (restored at load, spec 1 §4). */
export const SESSIONS_STORAGE_KEY = "uxWalletSessions";

export const WALLET_PLUGINS: readonly WalletPluginId[] = ["anchor", "privatekey", "metamask"];

export interface PersistedSessions {
  sessions: Record<string, WalletSession>;
  /** Set by a MetaMask logout on the native network: the next login calls wallet_requestPermissions. */
  requestPermissionsOnNextLogin: boolean;
}

/**
 * Reads what serializeSessions (sessionCommands) wrote; anything else (edited, another format) starts
 * logged out. Checked by hand, not with a schema library: this ships with every first visit.
 */
export function parseSessions(text: string | null): PersistedSessions {
  const sessions: Record<string, WalletSession> = {};
  try {
    const { s, r } = JSON.parse(text ?? "");
    for (const { chain, actor, permission, walletPlugin, ethAddress } of s) {
      // Every field a string (ethAddress optional), none empty, and a wallet this app knows.
      if (![chain, actor, permission, ethAddress ?? "-"].every((field) => typeof field === "string" && field))
        throw 0;
      if (!WALLET_PLUGINS.includes(walletPlugin)) throw 0;
      sessions[chain] = { chain, actor, permission, walletPlugin, ...(ethAddress && { ethAddress }) };
    }
    return { sessions, requestPermissionsOnNextLogin: r === true };
  } catch {
    // Nothing stored, not JSON, or not our format.
    return { sessions: {}, requestPermissionsOnNextLogin: false };
  }
}
