import type { NetworkConfig } from "@ux/core/config";
import { useContext } from "react";
import { NetworkConfigContext } from "./networkConfigContext";

/** A token as the chain knows it: its contract and symbol code. */
export interface TokenRef {
  readonly contract: string;
  readonly symbol: string;
}

/**
 * The logo the config names for a token of `chain` (an entry of chains.<chain>.balances with the same contract
 * and symbol), or undefined: most tokens have none and keep their letter avatar.
 */
export function tokenLogoOf(
  config: NetworkConfig | null,
  chain: string,
  token: TokenRef,
): string | undefined {
  return config?.chains[chain]?.balances.find(
    (entry) => entry.contract === token.contract && entry.symbol === token.symbol,
  )?.logo;
}

/**
 * tokenLogoOf with the running config. Unlike useNetworkConfig it does not require the provider: an icon
 * outside it (a component rendered on its own) simply has no logo.
 */
export function useTokenLogo(chain: string, token: TokenRef): string | undefined {
  return tokenLogoOf(useContext(NetworkConfigContext), chain, token);
}
