import { type Pool, type PoolAsset, tokenKey } from "../pool";
import type { PoolRow } from "./rows";
import {
  assetTextOf,
  extSymbolOf,
  type TokenWithDecimals,
  tokenOfExtSymbol,
  unitsOfAssetText,
} from "./tokenJson";

/** The core math's Pool (bigint units) of a `pools` row. Throws when a quantity disagrees with its symbol. */
export function poolFromRow(row: PoolRow): Pool {
  const assets: PoolAsset[] = row.assets.map((asset) => {
    const token = tokenOfExtSymbol(asset.ext_symbol);
    const where = `pool ${row.id} ${tokenKey(token)}`;
    return {
      ...token,
      balance: unitsOfAssetText(asset.quantity, token, `${where} quantity`),
      weight: asset.weight,
      min_trade: unitsOfAssetText(asset.min_trade, token, `${where} min_trade`),
    };
  });
  const lpToken = tokenOfExtSymbol(row.lp_symbol);
  return {
    id: row.id,
    pool_name: row.pool_name,
    assets,
    lp: { ...lpToken, supply: unitsOfAssetText(row.lp_supply, lpToken, `pool ${row.id} lp_supply`) },
    fee_bps: row.fee,
    is_ufx_pool: row.is_ufx_pool,
  };
}

/** The `pools` row of a core Pool (what the contract stores after a settlement changes balances). */
export function poolToRow(pool: Pool, description: string): PoolRow {
  return {
    id: pool.id,
    pool_name: pool.pool_name,
    description,
    assets: pool.assets.map((asset) => ({
      ext_symbol: extSymbolOf(asset),
      quantity: assetTextOf(asset.balance, asset),
      weight: asset.weight,
      min_trade: assetTextOf(asset.min_trade, asset),
    })),
    lp_symbol: extSymbolOf(pool.lp),
    lp_supply: assetTextOf(pool.lp.supply, pool.lp),
    fee: pool.fee_bps,
    is_ufx_pool: pool.is_ufx_pool,
  };
}

/** Every token of the pools (assets and LP tokens) with its precision, by tokenKey. */
export function tokenDecimalsOf(pools: readonly Pool[]): Map<string, TokenWithDecimals> {
  const tokens = new Map<string, TokenWithDecimals>();
  for (const pool of pools) {
    for (const token of [...pool.assets, pool.lp]) {
      tokens.set(tokenKey(token), {
        contract: token.contract,
        symbol: token.symbol,
        decimals: token.decimals,
      });
    }
  }
  return tokens;
}
