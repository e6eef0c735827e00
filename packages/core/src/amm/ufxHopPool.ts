import { assetIndex, type Pool, type TokenId } from "./pool";

/**
 * The UFX pool a ufxhop leg goes through for `token`: the lowest-id UFX pool holding UFX and the token at the
 * token's precision. The contract places a hop and settles its second leg by this rule, so an estimate that
 * uses any other pool (even a better one) would promise what the settlement does not give.
 */
export function ufxHopPool(
  pools: readonly Pool[],
  ufx: TokenId,
  token: TokenId & { readonly decimals: number },
): Pool | undefined {
  let found: Pool | undefined;
  for (const pool of pools) {
    if (found !== undefined && pool.id >= found.id) continue;
    if (!pool.is_ufx_pool || assetIndex(pool, ufx) < 0) continue;
    if (pool.assets[assetIndex(pool, token)]?.decimals === token.decimals) found = pool;
  }
  return found;
}
