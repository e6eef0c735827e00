import type { BridgeToken } from "@ux/core/config";

/**
 * A chain's native token as the bridge to UX carries it in the tests: locked in its eosio.token by
 * ibc.wl.ux, issued on the paired chain by ibc.wt.<chain>.
 */
export const nativeBridgeToken = (
  symbol: string,
  decimals: number,
  chain: string,
  pairedChainId: string,
): BridgeToken => ({
  symbol,
  decimals,
  nativeTC: "eosio.token",
  pairedWrapTC: `ibc.wt.${chain}`,
  sourceLockTC: "eosio.token",
  wrapLockContract: "ibc.wl.ux",
  pairedChainId,
  group: "native",
});
