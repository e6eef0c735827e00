import type { Pool, PoolAsset, TokenId } from "../../src/amm/pool";

export const token = (symbol: string, contract = "token.ux"): TokenId => ({ contract, symbol });

export function asset(
  symbol: string,
  decimals: number,
  balance: bigint,
  weight: number,
  minTrade = 0n,
): PoolAsset {
  return { ...token(symbol), decimals, balance, weight, min_trade: minTrade };
}

export function makePool(id: number, assets: PoolAsset[], supply: bigint, isUfx = false): Pool {
  return {
    id,
    pool_name: assets.map((a) => a.symbol).join(""),
    assets,
    lp: { contract: "lp.ux", symbol: `LP${id}`, decimals: 4, supply },
    fee_bps: 20,
    is_ufx_pool: isUfx,
  };
}

/** 50/50: 1,000,000.0000 UTX and 250,000.000000 USDT, 500,000.0000 LP. */
export const pool5050 = makePool(
  1,
  [asset("UTX", 4, 1_000_000_0000n, 5000), asset("USDT", 6, 250_000_000000n, 5000)],
  500_000_0000n,
);

/** 80/20: 800,000.0000 EOS and 2,000,000.00000000 WAX, 1,000,000.0000 LP. */
export const pool8020 = makePool(
  2,
  [asset("EOS", 4, 800_000_0000n, 8000), asset("WAX", 8, 2_000_000_00000000n, 2000)],
  1_000_000_0000n,
);

/** Five tokens with awkward weights so most pairs take the certified series path. */
export const pool5 = makePool(
  3,
  [
    asset("A", 4, 1_000_000_0000n, 3100),
    asset("B", 4, 2_300_000_0000n, 2300),
    asset("C", 4, 3_800_000_0000n, 1900),
    asset("D", 4, 1_700_000_0000n, 1700),
    asset("E", 4, 500_000_0000n, 1000),
  ],
  10_000_000_0000n,
);

export function mustAsset(pool: Pool, index: number): PoolAsset {
  const a = pool.assets[index];
  if (!a) throw new Error(`pool ${pool.id} has no asset ${index}`);
  return a;
}

/** list[i], failing the test when missing (noUncheckedIndexedAccess without non-null assertions). */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}
