import type { BridgeToken, NetworkConfig } from "@ux/core/config";

export interface BridgeChainOption {
  key: string;
  label: string;
}

/** The chains a transfer can start or end on: the config's Antelope chains with a bridge name, in order. */
export function bridgeChainOptions(config: NetworkConfig): BridgeChainOption[] {
  return Object.values(config.chains)
    .filter((chain) => chain.type === "eosio" && chain.bridgeChainName !== undefined)
    .map((chain) => ({ key: chain.name, label: chain.label }));
}

/** The tokens the source chain sends to the destination (its bridge token entries paired with it). */
export function bridgeTokensBetween(
  config: NetworkConfig,
  source: string,
  destination: string,
): BridgeToken[] {
  const pairedId = config.chains[destination]?.chain_id;
  return (config.chains[source]?.bridgeTokens ?? []).filter((token) => token.pairedChainId === pairedId);
}

/**
 * The chains a link to the Bridge presets (e.g. the swap's 'No bridged EOS available' with ?token=EOS&to=ux):
 * the destination it names and the first other chain that sends that token there; null when none does.
 */
export function presetPair(
  config: NetworkConfig,
  chains: readonly BridgeChainOption[],
  destination: string | null,
  symbol: string | null,
): { source: string; destination: string } | null {
  if (destination === null || symbol === null || !chains.some((chain) => chain.key === destination))
    return null;
  const source = chains.find(
    (chain) =>
      chain.key !== destination &&
      bridgeTokensBetween(config, chain.key, destination).some((token) => token.symbol === symbol),
  );
  return source === undefined ? null : { source: source.key, destination };
}
