import type { NetworkConfig } from "@ux/core/config";
import { createContext, useContext } from "react";

/** The config in force: the served one with each chain's `api` set to the node the user chose. */
export const NetworkConfigContext = createContext<NetworkConfig | null>(null);

/** A change of the node choices: from the stored text, the config to put in force and the text to store. */
export type NodeChoiceChange = (stored: string | null) => { config: NetworkConfig; stored: string };

/**
 * For the node settings panel: the config as /config.json served it (each chain's default `api`), and how
 * to remember a choice and put it in force (storage stays with the provider, which reads it at start).
 */
export const NodeChoiceContext = createContext<{
  served: NetworkConfig;
  remember(change: NodeChoiceChange): void;
} | null>(null);

/** The parsed runtime config; only usable below NetworkConfigProvider, which renders nothing else until ready. */
export function useNetworkConfig(): NetworkConfig {
  const config = useContext(NetworkConfigContext);
  if (config === null) throw new Error("useNetworkConfig is used outside NetworkConfigProvider");
  return config;
}
