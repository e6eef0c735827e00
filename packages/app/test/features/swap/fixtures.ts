import type { Pool, PoolAsset } from "@ux/core/amm";
import { AMM_TOKENS, type AmmTokenName, GENESIS_MIN_TRADE_UNITS } from "@ux/devnet/genesis/amm/ammTokens";
import type { AmmPoolEntry } from "../../../src/shared/amm/ammPools";
import { type AmmToken, ammTokensOf } from "../../../src/shared/amm/ammTokens";

/*
 * A small AMM like the devnet's: every pool has equal weights for the pairs the tests compute by hand,
 * so out = Bo*in' / (Bi + in') with in' = in * 0.998 (fee 20 bps) holds exactly.
 */

/** The devnet genesis' token (contract, decimals), or a 4-decimal token on token.ux for any other symbol. */
export function tokenOf(symbol: string): AmmToken {
  const genesis: AmmToken | undefined = AMM_TOKENS[symbol as AmmTokenName];
  return genesis ? { ...genesis } : { contract: "token.ux", symbol, decimals: 4 };
}

/** A pool asset with the devnet's minimum trade for its token (about one US cent). */
function asset(symbol: string, balance: bigint, weight: number): PoolAsset {
  return {
    ...tokenOf(symbol),
    balance,
    weight,
    min_trade: GENESIS_MIN_TRADE_UNITS[symbol as AmmTokenName] ?? 0n,
  };
}

function pool(id: number, name: string, assets: PoolAsset[], isUfx = false): Pool {
  return {
    id,
    pool_name: name,
    assets,
    lp: {
      contract: "lptoken.ux",
      symbol: `LP${String.fromCharCode(65 + id)}`,
      decimals: 4,
      supply: 1_000_000_0000n,
    },
    fee_bps: 20,
    is_ufx_pool: isUfx,
  };
}

/** A UFX pool: `ufx` units of UFX against one token, at equal weights. */
function ufxPool(id: number, name: string, ufx: bigint, other: PoolAsset): Pool {
  return pool(id, name, [asset("UFX", ufx, 5000), other], true);
}

/** 2,000,000 UTX, 1,000,000 UTXRAM, 250,000 EOS, 4,000,000 WAX at equal weights. */
export const ANTELOPE = pool(0, "antelope", [
  asset("UTX", 2_000_000_0000n, 2500),
  asset("UTXRAM", 1_000_000_0000n, 2500),
  asset("EOS", 250_000_0000n, 2500),
  asset("WAX", 4_000_000_00000000n, 2500),
]);
/** 100,000 USDT and 1,000,000 UTX. */
export const USDT_UTX = pool(1, "usdt-utx", [
  asset("USDT", 100_000_0000n, 5000),
  asset("UTX", 1_000_000_0000n, 5000),
]);
/** A second, shallower UTX/EOS pool: 100,000 UTX and 10,000 EOS. */
export const UTX_EOS = pool(2, "utx-eos", [
  asset("UTX", 100_000_0000n, 5000),
  asset("EOS", 10_000_0000n, 5000),
]);
/** The UFX pairs; ufx-eos-deep is deeper but has the higher id, so hops use ufx-eos (the contract's rule). */
export const UFX_EOS = ufxPool(3, "ufx-eos", 100_000_0000n, asset("EOS", 62_500_0000n, 5000));
export const UFX_USDT = ufxPool(4, "ufx-usdt", 100_000_0000n, asset("USDT", 50_000_0000n, 5000));
export const UFX_TLOS = ufxPool(5, "ufx-tlos", 100_000_0000n, asset("TLOS", 250_000_0000n, 5000));
export const UFX_EOS_DEEP = ufxPool(6, "ufx-eos-deep", 1_000_000_0000n, asset("EOS", 625_000_0000n, 5000));

export const POOLS: Pool[] = [ANTELOPE, USDT_UTX, UTX_EOS, UFX_EOS, UFX_USDT, UFX_TLOS, UFX_EOS_DEEP];
export const ENTRIES: AmmPoolEntry[] = POOLS.map((p) => ({ pool: p, description: `${p.pool_name} pool` }));
/** UTX, UTXRAM, EOS, WAX, USDT, UFX, TLOS, then the LP tokens. */
export const TOKENS: AmmToken[] = ammTokensOf(ENTRIES);

/** Wallet balances by tokenKey: 1,000 UTX, 20 EOS, 12.34567891 WAX, 50 USDT, 5 UFX; no UTXRAM or TLOS. */
export const BALANCES: ReadonlyMap<string, bigint> = new Map([
  ["UTX@eosio.token", 1_000_0000n],
  ["EOS@ibc.wt.eos", 20_0000n],
  ["WAX@ibc.wt.wax", 12_34567891n],
  ["USDT@tethertether", 50_0000n],
  ["UFX@eosio.token", 5_0000n],
]);

/** Exact equal-weight out-given-in (fee 20 bps), computed independently of the core. */
export function equalWeightOut(balanceIn: bigint, balanceOut: bigint, amountIn: bigint): bigint {
  const added = amountIn * 9_980n;
  return (balanceOut * added) / (balanceIn * 10_000n + added);
}
