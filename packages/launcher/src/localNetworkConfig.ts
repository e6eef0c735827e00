import type { ChainConfig, NetworkConfig } from "@ux/core/config/networkConfig";
import type { LocalPorts } from "./localPorts";

/** Chain ids of the devnet: sha256-sized hex, fixed so that signatures stay valid across restarts. */
export const DEVNET_CHAIN_IDS = {
  ux: "7578000000000000000000000000000000000000000000000000000000000001",
  eos: "656f730000000000000000000000000000000000000000000000000000000002",
  wax: "7761780000000000000000000000000000000000000000000000000000000003",
  telos: "74656c6f73000000000000000000000000000000000000000000000000000004",
} as const;

type AntelopeChainName = keyof typeof DEVNET_CHAIN_IDS;

const LABELS: Record<AntelopeChainName, string> = {
  ux: "UX Network",
  eos: "EOS",
  wax: "WAX",
  telos: "TELOS",
};

const CORE_TOKENS: Record<AntelopeChainName, ChainConfig["balances"]> = {
  ux: [
    { contract: "eosio.token", symbol: "UTX", decimals: 4 },
    { contract: "eosio.token", symbol: "UTXRAM", decimals: 4 },
    { contract: "eosio.token", symbol: "UFX", decimals: 4 },
  ],
  eos: [{ contract: "eosio.token", symbol: "EOS", decimals: 4 }],
  wax: [{ contract: "eosio.token", symbol: "WAX", decimals: 8 }],
  telos: [{ contract: "eosio.token", symbol: "TLOS", decimals: 4 }],
};

const loopback = (port: number, scheme = "http") => `${scheme}://127.0.0.1:${port}`;

function antelopeChain(name: AntelopeChainName, ports: LocalPorts): ChainConfig {
  const api = loopback(ports.chains[name]);
  return {
    name,
    label: LABELS[name],
    chain_id: DEVNET_CHAIN_IDS[name],
    type: "eosio",
    api,
    hyperion: api,
    explorer: api,
    txExplorer: `${api}/v2/history/get_transaction?id=`,
    bridgeChainName: name,
    bridgeContract: "ibc.prove",
    proofSocket: loopback(ports.proofSockets[name], "ws"),
    returnValue: true,
    wallet: "anchor",
    balances: CORE_TOKENS[name],
    apiPushGuarantee: false,
    ...(name === "ux"
      ? { lptoken: { contract: "lptoken.ux", symbol: "LP", decimals: 4 }, amm: "amm.ux" }
      : {}),
  };
}

/**
 * The config served as /config.json on the local network. It names the devnet endpoints whether or not they
 * are up yet: the app shows "network unreachable" states rather than pretending.
 */
export function localNetworkConfig(ports: LocalPorts): NetworkConfig {
  return {
    network: "local",
    productName: "UX Network",
    chains: {
      ux: antelopeChain("ux", ports),
      eos: antelopeChain("eos", ports),
      wax: antelopeChain("wax", ports),
      telos: antelopeChain("telos", ports),
      eth: {
        name: "eth",
        label: "Ethereum (devnet)",
        chain_id: "31337",
        type: "ethereum",
        api: loopback(ports.ethereum),
        returnValue: false,
        wallet: "metamask",
        balances: [],
        apiPushGuarantee: false,
        ethChainId: 31337,
      },
    },
    services: {
      ammIndexer: `${loopback(ports.ammIndexer)}/summary`,
      chartIndex: loopback(ports.chartIndex),
      ammSocket: loopback(ports.ammSocket),
      stakeSocket: loopback(ports.stakeSocket),
      swapSocket: loopback(ports.swapSocket),
    },
    testAccounts: [],
  };
}
