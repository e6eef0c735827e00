import type { NetworkConfig } from "@ux/core/config";

/** A small network config: ux (native), eos and the devnet Ethereum chain. */
export function testConfig(network: NetworkConfig["network"] = "local"): NetworkConfig {
  const chain = (name: string, label: string, api: string, type: "eosio" | "ethereum" = "eosio") => ({
    name,
    label,
    chain_id: type === "eosio" ? "aa".repeat(32) : "31337",
    type,
    api,
    returnValue: false,
    wallet: type === "eosio" ? "anchor" : "metamask",
    balances: [],
    apiPushGuarantee: false,
  });
  return {
    network,
    productName: "UX Network",
    chains: {
      eth: { ...chain("eth", "Ethereum (devnet)", "http://127.0.0.1:8545", "ethereum"), ethChainId: 31337 },
      eos: chain("eos", "EOS", "http://127.0.0.1:8889"),
      ux: {
        ...chain("ux", "UX Network", "http://127.0.0.1:8888"),
        explorer: "https://explorer.uxnetwork.io",
        evmRpc: "http://127.0.0.1:8546",
      },
    },
    services: {
      ammIndexer: "http://x.test/a",
      chartIndex: "http://x.test/b",
      ammSocket: "http://x.test/c",
      stakeSocket: "http://x.test/d",
      swapSocket: "http://x.test/e",
    },
    testAccounts: [],
  };
}
