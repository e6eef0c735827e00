import { DEVNET_CHAIN_IDS, type DevnetChainName } from "./chainIds";

export interface TokenSpec {
  contract: string;
  symbol: string;
  precision: number;
  /** Whole tokens of max supply. */
  maxSupply: bigint;
}

export interface ChainSpec {
  name: DevnetChainName;
  chainId: string;
  /** The staking and fee token (CPU/NET stake, core_liquid_balance). */
  coreToken: TokenSpec;
  /** Every token eosio.token issues at genesis, the core token first. */
  tokens: TokenSpec[];
  /** The token eosio buyram spends: UTXRAM on ux, the core token elsewhere. */
  ramToken: TokenSpec;
  defaultPort: number;
}

const token = (symbol: string, precision: number, maxSupply = 10_000_000_000n): TokenSpec => ({
  contract: "eosio.token",
  symbol,
  precision,
  maxSupply,
});

const UTX = token("UTX", 4);
const UTXRAM = token("UTXRAM", 4);
const UFX = token("UFX", 4);
const EOS = token("EOS", 4);
const WAX = token("WAX", 8);
const TLOS = token("TLOS", 4);

export const CHAIN_SPECS: Readonly<Record<DevnetChainName, ChainSpec>> = {
  ux: {
    name: "ux",
    chainId: DEVNET_CHAIN_IDS.ux,
    coreToken: UTX,
    tokens: [UTX, UTXRAM, UFX],
    ramToken: UTXRAM,
    defaultPort: 8888,
  },
  eos: {
    name: "eos",
    chainId: DEVNET_CHAIN_IDS.eos,
    coreToken: EOS,
    tokens: [EOS],
    ramToken: EOS,
    defaultPort: 8889,
  },
  wax: {
    name: "wax",
    chainId: DEVNET_CHAIN_IDS.wax,
    coreToken: WAX,
    tokens: [WAX],
    ramToken: WAX,
    defaultPort: 8890,
  },
  telos: {
    name: "telos",
    chainId: DEVNET_CHAIN_IDS.telos,
    coreToken: TLOS,
    tokens: [TLOS],
    ramToken: TLOS,
    defaultPort: 8891,
  },
};

/** "1000.0000 UTX" from whole units, at the token's precision. */
export function wholeTokens(spec: TokenSpec, units: bigint): string {
  return `${units}${spec.precision > 0 ? `.${"0".repeat(spec.precision)}` : ""} ${spec.symbol}`;
}
