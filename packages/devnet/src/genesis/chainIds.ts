/**
 * Chain ids of the four devnet chains: sha256-sized hex, fixed so that signatures stay valid across
 * restarts. Duplicated from packages/launcher/src/localNetworkConfig.ts (the devnet must not import the
 * launcher); the lead will make one import the other.
 */
export const DEVNET_CHAIN_IDS = {
  ux: "7578000000000000000000000000000000000000000000000000000000000001",
  eos: "656f730000000000000000000000000000000000000000000000000000000002",
  wax: "7761780000000000000000000000000000000000000000000000000000000003",
  telos: "74656c6f73000000000000000000000000000000000000000000000000000004",
} as const;

export type DevnetChainName = keyof typeof DEVNET_CHAIN_IDS;

/** In the order the CLI assigns ports (8888, 8889, 8890, 8891). */
export const DEVNET_CHAIN_NAMES: readonly DevnetChainName[] = ["ux", "eos", "wax", "telos"];

export function isDevnetChainName(name: string): name is DevnetChainName {
  return (DEVNET_CHAIN_NAMES as readonly string[]).includes(name);
}
