import type { ChainConfig, NetworkConfig } from "@ux/core/config";
import { devnetAdminAccounts } from "@ux/devnet/genesis/adminAccounts";
import { devnetBridgeTokens } from "@ux/devnet/genesis/bridgeTokens";
import { DEVNET_CHAIN_IDS } from "@ux/devnet/genesis/chainIds";
import { scenarioTestAccounts } from "@ux/devnet/genesis/scenarioAccounts";
import { STAKE_GENESIS_ACCOUNTS } from "@ux/devnet/genesis/stakeGenesis";
import { genesisTestAccounts } from "@ux/devnet/genesis/testAccounts";
import { ISSUER_TOKEN, tokenIssuerTestAccount } from "@ux/devnet/genesis/tokenIssuer";
import { explorerPath } from "./explorer/explorerPaths";
import type { LocalPorts } from "./localPorts";
import { nodeProxyEndpoint } from "./nodeProxy";

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
    // Bridged tokens and the USD stablecoin of the devnet's AMM genesis (packages/devnet/src/contracts/amm).
    { contract: "ibc.wt.eos", symbol: "EOS", decimals: 4 },
    { contract: "ibc.wt.telos", symbol: "TLOS", decimals: 4 },
    { contract: "ibc.wt.wax", symbol: "WAX", decimals: 8 },
    { contract: "tethertether", symbol: "USDT", decimals: 4 },
    // The 3-letter token the devnet's `tokenissuer` issues (the Wallet page's Issue).
    { contract: ISSUER_TOKEN.contract, symbol: ISSUER_TOKEN.symbol, decimals: ISSUER_TOKEN.precision },
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
    // A second node for the node settings panel: the same chain through the app server (nodeProxy.ts).
    apis: [nodeProxyEndpoint(loopback(ports.app), name)],
    hyperion: api,
    // The app reads AMM balances from {explorer}/v0/state/table (spec: the explorer is a state-table API),
    // which the chain serves; the readable pages people open are the launcher's (txExplorer + id).
    explorer: api,
    txExplorer: `${loopback(ports.app)}${explorerPath.tx(name, "")}`,
    bridgeChainName: name,
    bridgeContract: "ibc.prove",
    proofSocket: loopback(ports.proofSockets[name], "ws"),
    returnValue: true,
    wallet: "anchor",
    balances: CORE_TOKENS[name],
    bridgeTokens: devnetBridgeTokens(name),
    apiPushGuarantee: false,
    ...(name === "ux"
      ? {
          lptoken: { contract: "lptoken.ux", symbol: "LP", decimals: 4 },
          amm: "amm.ux",
          stake: STAKE_GENESIS_ACCOUNTS.contract,
          // QuickStake's TU/TC instruments: one symbol per expiry, so every symbol held is listed.
          balanceContracts: [STAKE_GENESIS_ACCOUNTS.contract],
          kyc: "kyc.ux",
          evmRpc: loopback(ports.evmGateway),
        }
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
    // The devnet's deterministic test accounts, for 'Use Test Account' (local network only); ux's scenario
    // accounts (little RAM, linked to an Ethereum address) and its token issuer come after the four ordinary
    // ones.
    testAccounts: [...genesisTestAccounts(), ...scenarioTestAccounts(), tokenIssuerTestAccount()].map(
      ({ chain, account, permission, privateKey }) => ({
        chain,
        account,
        permission,
        privateKey,
      }),
    ),
    // The development key's system and contract accounts (never a test account), for administering the
    // local chains; parseNetworkConfig refuses this list on any other network.
    adminAccounts: devnetAdminAccounts().map(({ chain, account, permission, privateKey }) => ({
      chain,
      account,
      permission,
      privateKey,
    })),
  };
}
