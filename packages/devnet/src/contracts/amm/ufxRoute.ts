import type { TokenWithDecimals } from "@ux/core/amm/contract/tokenJson";
import { assetIndex, type Pool, type TokenId } from "@ux/core/amm/pool";

/**
 * The UFX pool a ufxhop leg uses for `token`: the lowest-id UFX pool holding UFX and the token as an asset
 * at the token's precision. ufxhop places by this rule and settle finds the second leg by it.
 */
export function ufxPoolFor(pools: readonly Pool[], ufx: TokenId, token: TokenWithDecimals): Pool | undefined {
  return [...pools]
    .sort((a, b) => a.id - b.id)
    .find(
      (pool) =>
        pool.is_ufx_pool &&
        assetIndex(pool, ufx) >= 0 &&
        pool.assets[assetIndex(pool, token)]?.decimals === token.decimals,
    );
}
