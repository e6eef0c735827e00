import type { NetworkConfig } from "@ux/core/config";
import { createContext, useContext } from "react";

export const NetworkConfigContext = createContext<NetworkConfig | null>(null);

/** The parsed runtime config; only usable below NetworkConfigProvider, which renders nothing else until ready. */
export function useNetworkConfig(): NetworkConfig {
  const config = useContext(NetworkConfigContext);
  if (config === null) throw new Error("useNetworkConfig is used outside NetworkConfigProvider");
  return config;
}
