import { type ChartPoint, chartPointCount, upsertChartPoints } from "../../db/chartStore";
import type { ServiceDb } from "../../db/database";
import { usdText, usdUnitsOfText } from "../indexer/decimalText";

const HOUR = 3_600;
/** Synthetic daily volume as a share of liquidity when a pool has no fees yet: 5% (500 bps). */
const SYNTHETIC_TURNOVER_BPS = 500n;

export interface SeedPool {
  pool_id: number;
  /** Current liquidity and 24h fees, USD decimal text (from the indexer summary). */
  liquidity_usd: string;
  fees_24h_usd: string;
  fee_bps: number;
}

/** Deterministic 32-bit generator (mulberry32): the same pool and hour always give the same point. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * SYNTHETIC history so the charts are not empty on a fresh devnet: hourly liquidity and 24h-fees points for
 * the `days` before `nowSeconds`, marked synthetic. Liquidity walks back from today's value by at most
 * ±0.6% an hour (kept within 70%..130%); fees vary ±15% around today's (or, with no fees yet, around a 5%
 * daily turnover at the pool fee). Integer arithmetic only; deterministic for a given input.
 */
export function syntheticHistory(pools: readonly SeedPool[], nowSeconds: number, days = 30): ChartPoint[] {
  const end = nowSeconds - (nowSeconds % HOUR);
  const hours = days * 24;
  const points: ChartPoint[] = [];
  for (const pool of pools) {
    const liquidity = usdUnitsOfText(pool.liquidity_usd);
    const feesNow = usdUnitsOfText(pool.fees_24h_usd);
    const feesBase =
      feesNow > 0n ? feesNow : (liquidity * SYNTHETIC_TURNOVER_BPS * BigInt(pool.fee_bps)) / 100_000_000n;
    const next = generator(pool.pool_id * 7919 + 17);
    let walkBps = 10_000n;
    for (let h = 1; h <= hours; h++) {
      walkBps += BigInt((next() % 121) - 60);
      if (walkBps < 7_000n) walkBps = 7_000n;
      if (walkBps > 13_000n) walkBps = 13_000n;
      const feeBps = 8_500n + BigInt(next() % 3_001);
      const time = end - h * HOUR;
      points.push(
        {
          pool_id: pool.pool_id,
          series: "liquidity",
          time,
          value: usdText((liquidity * walkBps) / 10_000n),
          synthetic: true,
        },
        {
          pool_id: pool.pool_id,
          series: "fees",
          time,
          value: usdText((feesBase * feeBps) / 10_000n),
          synthetic: true,
        },
      );
    }
  }
  return points;
}

/**
 * Seeds a month of synthetic chart history when there is no history before the current hour (a fresh data
 * dir; the indexer's first observed point may exist). startServices calls it once the indexer has its first
 * summary. Returns the number of points written.
 */
export async function seedChartHistoryIfEmpty(
  db: ServiceDb,
  pools: readonly SeedPool[],
  nowSeconds: number,
  days = 30,
): Promise<number> {
  if ((await chartPointCount(db, nowSeconds - (nowSeconds % HOUR))) > 0) return 0;
  const points = syntheticHistory(pools, nowSeconds, days);
  await upsertChartPoints(db, points);
  return points.length;
}
