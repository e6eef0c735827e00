import type { TokenWithDecimals } from "@ux/core/amm/contract";

/** A token of the AMM genesis: its contract, symbol code and decimals. */
export const tokenWithDecimals = (contract: string, symbol: string, decimals: number): TokenWithDecimals => ({
  contract,
  symbol,
  decimals,
});

/**
 * Tokens the pools trade. UTX, UTXRAM and UFX are ux's own (eosio.token). EOS, TLOS and WAX on ux are the
 * bridge's wrapped tokens, each on its own contract named as the IBC wraptoken accounts (ibc.wt.<chain>);
 * USDT is the USD stablecoin on 'tethertether' (its EOS mainnet contract name), 4 decimals.
 */
export const AMM_TOKENS = {
  UTX: tokenWithDecimals("eosio.token", "UTX", 4),
  UTXRAM: tokenWithDecimals("eosio.token", "UTXRAM", 4),
  UFX: tokenWithDecimals("eosio.token", "UFX", 4),
  EOS: tokenWithDecimals("ibc.wt.eos", "EOS", 4),
  TLOS: tokenWithDecimals("ibc.wt.telos", "TLOS", 4),
  WAX: tokenWithDecimals("ibc.wt.wax", "WAX", 8),
  USDT: tokenWithDecimals("tethertether", "USDT", 4),
} as const;
export type AmmTokenName = keyof typeof AMM_TOKENS;

/** The USD prices the genesis balances encode (documentation: the indexer derives prices from the pools). */
export const GENESIS_USD_PRICES: Readonly<Record<AmmTokenName, string>> = {
  UTX: "0.10",
  UTXRAM: "0.20",
  UFX: "0.50",
  EOS: "0.80",
  TLOS: "0.20",
  WAX: "0.05",
  USDT: "1.00",
};

/** Every pool's minimum trade per token, in units (about one US cent). */
export const GENESIS_MIN_TRADE_UNITS: Readonly<Record<AmmTokenName, bigint>> = {
  UTX: 1_000n,
  UTXRAM: 500n,
  UFX: 200n,
  EOS: 100n,
  TLOS: 500n,
  WAX: 20_000_000n,
  USDT: 100n,
};
