import { ceilDiv } from "./bigintMath";
import { assetIndex, isLpToken, type Pool, type TokenId } from "./pool";

/**
 * Token minimum (spec 2 §5): the larger of one unit (1/10^decimals) and the pool's minimum trade, rounded up
 * to the token's precision.
 */
export function effectiveMinTrade(poolMinTradeUnits: bigint): bigint {
  return poolMinTradeUnits > 1n ? poolMinTradeUnits : 1n;
}

/** Minimum of a token in a pool (LP tokens have no pool minimum beyond one unit); null if not in the pool. */
export function minTradeOf(pool: Pool, token: TokenId): bigint | null {
  if (isLpToken(pool, token)) return 1n;
  const asset = pool.assets[assetIndex(pool, token)];
  return asset ? effectiveMinTrade(asset.min_trade) : null;
}

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/**
 * A pool minimum given as decimal text (e.g. "0.00015" from the indexer), in units of a token with `decimals`,
 * rounded up and never below one unit. Throws on anything but plain digits with an optional fraction.
 */
export function minTradeUnitsFromDecimal(text: string, decimals: number): bigint {
  const match = DECIMAL_TEXT.exec(text);
  if (!match || !Number.isInteger(decimals) || decimals < 0 || decimals > 18) {
    throw new RangeError(`not a minimum trade: ${JSON.stringify(text)}`);
  }
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  const exact = BigInt(whole + fraction);
  const units = ceilDiv(exact * 10n ** BigInt(decimals), 10n ** BigInt(fraction.length));
  return effectiveMinTrade(units);
}
