/** How a session signs: Anchor (desktop or mobile app), a devnet key, or the Ethereum browser wallet. */
export type WalletPluginId = "anchor" | "privatekey" | "metamask";

/**
 * One logged-in chain (ux, eos, wax, telos, eth or their test twins). No key is ever part of a session:
 * a devnet key is read from the network config when a signature is needed.
 */
export interface WalletSession {
  /** The chain's key in the network config. */
  chain: string;
  /** The Antelope account; for an Ethereum session on Ethereum itself, the address. */
  actor: string;
  permission: string;
  walletPlugin: WalletPluginId;
  /** The browser wallet's address (MetaMask sessions). */
  ethAddress?: string;
}

/** The permission level the session signs with, as actions carry it. */
export function permissionLevelOf(session: WalletSession): { actor: string; permission: string } {
  return { actor: session.actor, permission: session.permission };
}
