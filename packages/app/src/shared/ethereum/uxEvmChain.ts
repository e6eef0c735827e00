import type { NetworkConfig } from "@ux/core/config";
import { NATIVE_EVM_CHAIN_ID } from "@ux/core/config";
import { hexChainId } from "./eip1193";

/**
 * The UX EVM gateway contract browser wallets call (pushEosTransaction / getRp). Native: no EVM code runs
 * at this address, it only routes calls to the gateway ("7578" is "ux" in ASCII, the tail the chain id).
 */
export const UX_EVM_GATEWAY_ADDRESS = "0x7578000000000000000000000000000000000071";

/** The JSON-RPC URL of the UX EVM gateway (chain id 71) that wallet_addEthereumChain gives the wallet. */
export function uxEvmGatewayRpcUrl(config: NetworkConfig): string {
  const url = config.chains.ux?.evmRpc;
  if (url === undefined) throw new Error("This network's config names no UX EVM gateway (chains.ux.evmRpc)");
  return url;
}

/** wallet_addEthereumChain's parameters for the UX Network (chain id 71). */
export function uxEvmChainParameters(config: NetworkConfig) {
  const ux = config.chains.ux;
  return {
    chainId: hexChainId(NATIVE_EVM_CHAIN_ID),
    chainName: ux?.label ?? config.productName,
    // UTX shown with 18 decimals, as every EVM wallet requires (the gateway scales balances to match).
    nativeCurrency: { name: "UTX", symbol: "UTX", decimals: 18 },
    rpcUrls: [uxEvmGatewayRpcUrl(config)],
    // Wallets accept only https explorers.
    ...(ux?.explorer?.startsWith("https://") ? { blockExplorerUrls: [ux.explorer] } : {}),
  };
}
