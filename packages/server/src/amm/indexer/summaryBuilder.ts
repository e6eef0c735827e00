import { createHash } from "node:crypto";
import { aprHundredths, type Pool, tokenKey } from "@ux/core/amm";
import type { PoolRow } from "@ux/core/amm/contract";
import { formatUnits } from "@ux/core/money";
import { percentChange, percentText, priceText, usdText } from "./decimalText";
import { poolLiquidityUsd, usdValue } from "./usdPrices";

/** A pool as read from the chain: the row (texts) and the core Pool (units). */
export interface IndexedPool {
  row: PoolRow;
  pool: Pool;
}

/** 24h figures of a pool and the same figures for the 24h before, in USD units. */
export interface PoolStats {
  volume24h: bigint;
  fees24h: bigint;
  trades24h: number;
  volumePrior24h: bigint;
  feesPrior24h: bigint;
  tradesPrior24h: number;
  /** Liquidity of the newest snapshot at least 24h old; null when there is none yet. */
  liquidityPrior: bigint | null;
}

export const EMPTY_STATS: PoolStats = {
  volume24h: 0n,
  fees24h: 0n,
  trades24h: 0,
  volumePrior24h: 0n,
  feesPrior24h: 0n,
  tradesPrior24h: 0,
  liquidityPrior: null,
};

const average = (total: bigint, count: number) => (count > 0 ? total / BigInt(count) : 0n);
const changeText = (prior: bigint, current: bigint) => {
  const change = percentChange(prior, current);
  return change === null ? null : percentText(change);
};

/**
 * One pool of the summary (spec 2 §3 'AMM pool', spec 1 §3 'Pool summary'). USD values and prices are
 * decimal text. core_* describe the pool's LP token (core_balance = LP supply, core_usd_value = USD per LP
 * token; the app adds core_user_balance). Per asset, wt is the weight in percent and plp the asset's share of
 * the pool's USD liquidity in percent. hash changes whenever the pool row does.
 */
export function poolSummary(indexed: IndexedPool, prices: ReadonlyMap<string, bigint>, stats: PoolStats) {
  const { row, pool } = indexed;
  const liquidity = poolLiquidityUsd(pool, prices);
  const lpPrice = prices.get(tokenKey(pool.lp));
  const averageNow = average(stats.volume24h, stats.trades24h);
  const averagePrior = average(stats.volumePrior24h, stats.tradesPrior24h);
  return {
    id: pool.id,
    pool_name: row.pool_name,
    pool_description: row.description,
    assets: row.assets.map((asset, i) => {
      const core = pool.assets[i];
      const price = core ? prices.get(tokenKey(core)) : undefined;
      const value = core && price !== undefined ? usdValue(core.balance, core.decimals, price) : 0n;
      return {
        ext_symbol: { contract: asset.ext_symbol.contract, sym: asset.ext_symbol.sym },
        quantity: asset.quantity,
        weight: asset.weight,
        min_trade: asset.min_trade,
        wt: percentText(BigInt(asset.weight)),
        plp: percentText(liquidity > 0n ? (value * 10_000n) / liquidity : 0n),
      };
    }),
    tokens: pool.assets.map((asset) => ({
      symbol: asset.symbol,
      contract: asset.contract,
      decimals: asset.decimals,
    })),
    core_symbol: pool.lp.symbol,
    core_contract: pool.lp.contract,
    core_decimals: pool.lp.decimals,
    core_balance: formatUnits(pool.lp.supply, pool.lp.decimals),
    core_usd_value: lpPrice === undefined ? null : priceText(lpPrice),
    is_ufx_pool: pool.is_ufx_pool,
    fee: pool.fee_bps,
    liquidity_usd_value: usdText(liquidity),
    volume_24h_usd_value: usdText(stats.volume24h),
    fees_24h_usd_value: usdText(stats.fees24h),
    trades_24h_count: stats.trades24h,
    trades_24h_average_usd_value: usdText(averageNow),
    apy_local_percent: percentText(aprHundredths(stats.fees24h, liquidity)),
    fees_24h_usd_value_percent_change: changeText(stats.feesPrior24h, stats.fees24h),
    trades_24h_average_usd_value_percent_change: changeText(averagePrior, averageNow),
    pools_liquidity_prior_snapshot_usd_value:
      stats.liquidityPrior === null ? null : usdText(stats.liquidityPrior),
    pools_liquidity_prior_snapshot_usd_value_percent_change:
      stats.liquidityPrior === null ? null : changeText(stats.liquidityPrior, liquidity),
    asset_prices: [...pool.assets, pool.lp].flatMap((token) => {
      const price = prices.get(tokenKey(token));
      return price === undefined
        ? []
        : [{ symbol: token.symbol, contract: token.contract, price: priceText(price) }];
    }),
    hash: createHash("sha256").update(JSON.stringify(row)).digest("hex").slice(0, 16),
  };
}
export type PoolSummaryJson = ReturnType<typeof poolSummary>;

/** min_trade_values: each token's pool minimum as decimal text (the largest when pools differ). */
export function minTradeValues(pools: readonly Pool[]) {
  const best = new Map<string, { symbol: string; contract: string; units: bigint; decimals: number }>();
  for (const pool of pools) {
    for (const asset of pool.assets) {
      const key = tokenKey(asset);
      const current = best.get(key);
      if (!current || asset.min_trade > current.units) {
        best.set(key, {
          symbol: asset.symbol,
          contract: asset.contract,
          units: asset.min_trade,
          decimals: asset.decimals,
        });
      }
    }
  }
  return [...best.values()].map((entry) => ({
    symbol: entry.symbol,
    contract: entry.contract,
    min_trade: formatUnits(entry.units, entry.decimals),
  }));
}

/** The landing page figures (ammIndexer.ts `metrics`): TVL, 24h volume, 24h fees. */
export function summaryMetrics(
  pools: readonly PoolSummaryJson[],
  totals: { liquidity: bigint; volume: bigint; fees: bigint },
) {
  return {
    total_liquidity_usd_value: usdText(totals.liquidity),
    volume_24h_usd_value: usdText(totals.volume),
    fees_24h_usd_value: usdText(totals.fees),
    pool_count: pools.length,
  };
}
