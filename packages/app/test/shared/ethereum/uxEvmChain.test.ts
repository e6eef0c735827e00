import { describe, expect, it } from "vitest";
import { uxEvmChainParameters, uxEvmGatewayRpcUrl } from "../../../src/shared/ethereum/uxEvmChain";
import { testConfig } from "../config/testConfig";

describe("UX EVM chain parameters", () => {
  it("points wallets at the gateway the network config names", () => {
    expect(uxEvmGatewayRpcUrl(testConfig("local"))).toBe("http://127.0.0.1:8546");
    expect(uxEvmChainParameters(testConfig("local"))).toEqual({
      chainId: "0x47",
      chainName: "UX Network",
      nativeCurrency: { name: "UTX", symbol: "UTX", decimals: 18 },
      rpcUrls: ["http://127.0.0.1:8546"],
      blockExplorerUrls: ["https://explorer.uxnetwork.io"],
    });
  });

  it("refuses a config without a gateway rather than guessing one", () => {
    const config = testConfig("mainnet");
    const chains = Object.fromEntries(
      Object.entries(config.chains).map(([name, chain]) => [name, { ...chain, evmRpc: undefined }]),
    );
    expect(() => uxEvmGatewayRpcUrl({ ...config, chains })).toThrow(
      "This network's config names no UX EVM gateway (chains.ux.evmRpc)",
    );
  });
});
