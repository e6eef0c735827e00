import { BPS, type Pool, sameToken, type TokenId, tokenKey } from "./pool";

/**
 * Structural checks of a pool: 2..n assets, distinct tokens (LP included), integer weights summing to 10000,
 * sane decimals, fee, balances and supply; a UFX pool must pair UFX with exactly one other token.
 * Returns the problems found (empty when the pool is valid).
 */
export function validatePool(pool: Pool, ufx?: TokenId): string[] {
  const problems: string[] = [];
  if (pool.assets.length < 2) problems.push("a pool needs at least 2 assets");
  const seen = new Set<string>([tokenKey(pool.lp)]);
  let weightSum = 0;
  for (const asset of pool.assets) {
    const key = tokenKey(asset);
    if (seen.has(key)) problems.push(`duplicate token ${key}`);
    seen.add(key);
    if (!Number.isInteger(asset.weight) || asset.weight <= 0 || asset.weight >= BPS) {
      problems.push(`weight of ${key} must be an integer in 1..9999 bps`);
    }
    weightSum += asset.weight;
    if (!isDecimals(asset.decimals)) problems.push(`decimals of ${key} must be 0..18`);
    if (asset.balance < 0n) problems.push(`balance of ${key} is negative`);
    if (asset.min_trade < 0n) problems.push(`min_trade of ${key} is negative`);
  }
  if (weightSum !== BPS) problems.push(`weights sum to ${weightSum}, not ${BPS}`);
  if (!isDecimals(pool.lp.decimals)) problems.push("LP decimals must be 0..18");
  if (pool.lp.supply < 0n) problems.push("LP supply is negative");
  if (!Number.isInteger(pool.fee_bps) || pool.fee_bps < 0 || pool.fee_bps >= BPS) {
    problems.push("fee must be an integer in 0..9999 bps");
  }
  if (pool.is_ufx_pool && ufx !== undefined) {
    const ufxCount = pool.assets.filter((a) => sameToken(a, ufx)).length;
    if (pool.assets.length !== 2 || ufxCount !== 1)
      problems.push("a UFX pool pairs UFX with one other token");
  }
  return problems;
}

function isDecimals(d: number): boolean {
  return Number.isInteger(d) && d >= 0 && d <= 18;
}
