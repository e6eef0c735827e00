import type { NetworkConfig, TestAccount } from "@ux/core/config";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";

/** What the user logs in with from the 'Login / SignUp' popover. */
export type LoginWallet = "anchor" | "metamask" | "testAccount";

/** Anchor serves both the desktop wallet and the mobile wallet app (same signing protocol). */
export type AnchorApp = "desktop" | "mobile";

export interface LoginNetwork {
  /** The chain's key in the config. */
  chain: string;
  label: string;
  kind: "native" | "eosio" | "ethereum";
  /** 'Use Test Account' only: the devnet accounts of this chain. */
  testAccounts: TestAccount[];
}

function kindOf(chain: string, type: "eosio" | "ethereum"): LoginNetwork["kind"] {
  if (type === "ethereum") return "ethereum";
  return chain === NATIVE_CHAIN ? "native" : "eosio";
}

/**
 * The network chooser's entries for a wallet (native network first, then the other EOSIO chains in config
 * order, then Ethereum): Anchor signs on EOSIO chains; the Ethereum browser wallet logs in to the native
 * network (chain id 71) or to Ethereum; test accounts exist on the local network only.
 */
export function loginNetworks(config: NetworkConfig, wallet: LoginWallet): LoginNetwork[] {
  const order = { native: 0, eosio: 1, ethereum: 2 } as const;
  return Object.entries(config.chains)
    .map(([chain, chainConfig]) => ({
      chain,
      label: chainConfig.label,
      kind: kindOf(chain, chainConfig.type),
      testAccounts: config.network === "local" ? config.testAccounts.filter((a) => a.chain === chain) : [],
    }))
    .filter((network) => {
      if (wallet === "anchor") return network.kind !== "ethereum";
      if (wallet === "metamask") return network.kind !== "eosio";
      return network.testAccounts.length > 0;
    })
    .sort((a, b) => order[a.kind] - order[b.kind]);
}

/** 'Use Test Account' is offered on the local network only, when the config lists devnet accounts. */
export function offersTestAccounts(config: NetworkConfig): boolean {
  return config.network === "local" && config.testAccounts.length > 0;
}

/**
 * The wallet a 'Connect Wallet' for one chain offers: the Ethereum browser wallet on an Ethereum chain, the
 * devnet's test accounts on the local network, Anchor elsewhere.
 */
export function walletForChain(config: NetworkConfig, chain: string): LoginWallet {
  if (config.chains[chain]?.type === "ethereum") return "metamask";
  return offersTestAccounts(config) ? "testAccount" : "anchor";
}

/** utm_source=tokenpocket: the login dialog defaults to the mobile wallet app (spec 1 §2). */
export function prefersMobileWallet(search: string): boolean {
  return new URLSearchParams(search).get("utm_source") === "tokenpocket";
}

export function defaultAnchorApp(prefersMobile: boolean): AnchorApp {
  return prefersMobile ? "mobile" : "desktop";
}
