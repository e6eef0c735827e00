import { type Pool, spotPrice, type TokenId, tokenKey } from "@ux/core/amm";
import { USD_DECIMALS, USD_STABLECOIN_SYMBOL } from "@ux/core/money";

/** USD prices are bigint fixed point with 12 decimals (price of one whole token); USD amounts use 6. */
export const PRICE_DECIMALS = 12;
const PRICE_SCALE = 10n ** BigInt(PRICE_DECIMALS);
const USD_SCALE = 10n ** BigInt(USD_DECIMALS);

/** The stablecoin that anchors prices (USDT = 1). A null contract accepts the symbol on any contract. */
export interface PriceAnchor {
  symbol: string;
  contract: string | null;
}

export const DEFAULT_ANCHOR: PriceAnchor = { symbol: USD_STABLECOIN_SYMBOL, contract: null };

function isAnchor(token: TokenId, anchor: PriceAnchor): boolean {
  return token.symbol === anchor.symbol && (anchor.contract === null || token.contract === anchor.contract);
}

/** USD units (6 decimals) of `amount` units of a token with `decimals`, at `price` (12 decimals), rounded down. */
export function usdValue(amount: bigint, decimals: number, price: bigint): bigint {
  return (amount * price) / (10n ** BigInt(decimals) * (PRICE_SCALE / USD_SCALE));
}

/**
 * USD price of every token reachable from the stablecoin through pools, by tokenKey: the stablecoin is 1;
 * a token's price comes from the pool that pairs it with an already priced token where that priced side is
 * deepest (largest USD value), by spot price (Bq/wq)/(Bb/wb); repeated until nothing new is priced. LP
 * tokens are priced at pool liquidity / supply when every asset of the pool has a price. Exact bigint arithmetic, rounding down.
 */
export function usdPrices(pools: readonly Pool[], anchor: PriceAnchor = DEFAULT_ANCHOR): Map<string, bigint> {
  const prices = new Map<string, bigint>();
  for (const pool of pools) {
    for (const asset of pool.assets) if (isAnchor(asset, anchor)) prices.set(tokenKey(asset), PRICE_SCALE);
  }
  const ordered = [...pools].sort((a, b) => a.id - b.id);
  for (let round = 0; round < pools.length + 1; round++) {
    const best = new Map<string, { price: bigint; depth: bigint }>();
    for (const pool of ordered) {
      for (const quote of pool.assets) {
        const quotePrice = prices.get(tokenKey(quote));
        if (quotePrice === undefined || quote.balance <= 0n) continue;
        const depth = usdValue(quote.balance, quote.decimals, quotePrice);
        for (const base of pool.assets) {
          const key = tokenKey(base);
          if (prices.has(key)) continue;
          const spot = spotPrice(pool, base, quote);
          if (!spot) continue;
          const current = best.get(key);
          if (current && current.depth >= depth) continue;
          best.set(key, { price: (quotePrice * spot.num) / spot.den, depth });
        }
      }
    }
    if (best.size === 0) break;
    for (const [key, { price }] of best) prices.set(key, price);
  }
  for (const pool of pools) {
    // An LP token is priced only when every asset of its pool is.
    if (pool.lp.supply <= 0n || pool.assets.some((asset) => !prices.has(tokenKey(asset)))) continue;
    const liquidity = poolLiquidityUsd(pool, prices);
    // liquidity (6 decimals) per whole LP token, scaled to 12 decimals.
    const price = (liquidity * (PRICE_SCALE / USD_SCALE) * 10n ** BigInt(pool.lp.decimals)) / pool.lp.supply;
    prices.set(tokenKey(pool.lp), price);
  }
  return prices;
}

/** Pool liquidity in USD units: the sum of its priced assets (an unpriced asset counts 0). */
export function poolLiquidityUsd(pool: Pool, prices: ReadonlyMap<string, bigint>): bigint {
  let total = 0n;
  for (const asset of pool.assets) {
    const price = prices.get(tokenKey(asset));
    if (price !== undefined) total += usdValue(asset.balance, asset.decimals, price);
  }
  return total;
}
