import type { Pool } from "@ux/core/amm";
import {
  AMM_TABLES,
  poolFromRow,
  poolRowSchema,
  type ReportData,
  type TokenWithDecimals,
  tokenDecimalsOf,
} from "@ux/core/amm/contract";
import type { ChainClient } from "@ux/core/chainClient";
import { chainTimeToSeconds } from "@ux/core/chainClient";
import { type ChartPoint, upsertChartPoints } from "../../db/chartStore";
import type { ServiceDb } from "../../db/database";
import { insertSnapshots, latestSnapshotTime, snapshotsAtOrBefore } from "../../db/snapshotStore";
import { type TradeRecord, tradeTotalsByPool } from "../../db/tradeStore";
import { PolledWork } from "../../services/pollingLoop";
import { priceText, usdUnitsOfText } from "./decimalText";
import {
  EMPTY_STATS,
  type IndexedPool,
  minTradeValues,
  type PoolStats,
  type PoolSummaryJson,
  poolSummary,
  summaryMetrics,
} from "./summaryBuilder";
import { tradesOfReports } from "./tradeValuation";
import { DEFAULT_ANCHOR, type PriceAnchor, poolLiquidityUsd, usdPrices } from "./usdPrices";

const DAY = 86_400;
const HOUR = 3_600;
/**
 * The trade totals and the day-old snapshot are read again at least this often (chain seconds): the 24h
 * windows slide, so a trade leaves them (and the day-old snapshot changes) at most this late. New trades
 * are read at once: a refresh() reads them (the keeper's, here or announced by another instance).
 */
const STATS_MAX_AGE_SECONDS = 60;

/** The hour (unix s) a chain time's chart point is stored under. */
export function chartHour(time: number): number {
  return time - (time % HOUR);
}

export interface IndexerSettings {
  amm: string;
  anchor?: PriceAnchor;
  /** Status turns 'delayed' when the index lags the chain (or was not refreshed) by more than this. */
  maxLagSeconds?: number;
  /** Chain seconds between stored snapshots. */
  snapshotIntervalSeconds?: number;
}

interface IndexerDeps extends IndexerSettings {
  chain: Pick<ChainClient, "getInfo" | "allTableRows">;
  db: ServiceDb;
  now?: () => number;
  log?: (message: string) => void;
}

interface IndexState {
  pools: IndexedPool[];
  prices: Map<string, bigint>;
  /** Every pool token (assets and LP) with its precision, by tokenKey. */
  tokens: Map<string, TokenWithDecimals>;
  summaries: PoolSummaryJson[];
  /** Chain time (unix s) the state describes. */
  chainTime: number;
  /** Wall clock (ms) when it was computed. */
  refreshedAt: number;
  /** The summary JSON without its status (prepended per request). */
  bodyJson: string;
}

/**
 * The AMM indexer: reads every pool from the chain, prices tokens in USD anchored on the stablecoin, values
 * liquidity, 24h volume and fees (from the keeper's settled trades), and serves the summary. It stores a
 * snapshot per pool every snapshotIntervalSeconds of chain time and one observed chart point per pool and
 * hour (liquidity and 24h fees, as last seen in that hour), which the chart service reads.
 */
export class AmmIndexer extends PolledWork {
  private state: IndexState | null = null;
  private lastHeadTime: number | null = null;
  private readonly now: () => number;
  private readonly maxLag: number;
  private readonly snapshotInterval: number;
  private lastSnapshot: number | null | undefined;
  /** Per pool, the hour and values of the chart points last written (unchanged ones are not rewritten). */
  private readonly chartWritten = new Map<number, string>();
  /** Bumped by each refresh(): stats read under an older one are not reused. */
  private statsWanted = 0;
  private statsRead: { time: number; wanted: number; stats: Map<number, PoolStats> } | null = null;

  constructor(private readonly deps: IndexerDeps) {
    super("amm indexer", (message) => deps.log?.(message));
    this.now = deps.now ?? Date.now;
    this.maxLag = deps.maxLagSeconds ?? 60;
    this.snapshotInterval = deps.snapshotIntervalSeconds ?? 300;
  }

  /**
   * One refresh, trade totals included (new trades were stored); concurrent callers share it. Throws when
   * the chain cannot be read (status then lags). The loop's own passes reuse the totals up to a minute.
   */
  refresh(): Promise<void> {
    this.statsWanted += 1;
    return this.runNow();
  }

  protected async pass(): Promise<void> {
    const info = await this.deps.chain.getInfo();
    const chainTime = chainTimeToSeconds(info.head_block_time);
    this.lastHeadTime = Math.max(this.lastHeadTime ?? 0, chainTime);
    const rows = await this.deps.chain.allTableRows({
      code: this.deps.amm,
      scope: this.deps.amm,
      table: AMM_TABLES.pools,
    });
    const pools: IndexedPool[] = [];
    for (const raw of rows) {
      const parsed = poolRowSchema.safeParse(raw);
      if (!parsed.success) {
        this.deps.log?.(`amm indexer: skipping malformed pool row ${JSON.stringify(raw).slice(0, 200)}`);
        continue;
      }
      try {
        pools.push({ row: parsed.data, pool: poolFromRow(parsed.data) });
      } catch (error) {
        this.deps.log?.(`amm indexer: skipping pool ${parsed.data.id}: ${(error as Error).message}`);
      }
    }
    pools.sort((a, b) => a.pool.id - b.pool.id);
    const corePools = pools.map((p) => p.pool);
    const prices = usdPrices(corePools, this.deps.anchor ?? DEFAULT_ANCHOR);
    const stats = await this.recentStatsAt(chainTime);
    const summaries = pools.map((p) => poolSummary(p, prices, stats.get(p.pool.id) ?? EMPTY_STATS));
    let liquidity = 0n;
    let volume = 0n;
    let fees = 0n;
    for (const p of pools) {
      liquidity += poolLiquidityUsd(p.pool, prices);
      volume += stats.get(p.pool.id)?.volume24h ?? 0n;
      fees += stats.get(p.pool.id)?.fees24h ?? 0n;
    }
    const body = {
      pools: summaries,
      min_trade_values: minTradeValues(corePools),
      asset_prices_last_updated: new Date(chainTime * 1000).toISOString(),
      metrics: summaryMetrics(summaries, { liquidity, volume, fees }),
    };
    this.state = {
      pools,
      prices,
      tokens: tokenDecimalsOf(corePools),
      summaries,
      chainTime,
      refreshedAt: this.now(),
      bodyJson: JSON.stringify(body),
    };
    await this.persist(chainTime, summaries, prices);
  }

  /** statsAt, reused while no refresh() asked for new trades and the last read is under a minute old. */
  private async recentStatsAt(time: number): Promise<Map<number, PoolStats>> {
    const wanted = this.statsWanted;
    const read = this.statsRead;
    if (read && read.wanted === wanted && time >= read.time && time - read.time < STATS_MAX_AGE_SECONDS)
      return read.stats;
    const stats = await this.statsAt(time);
    this.statsRead = { time, wanted, stats };
    return stats;
  }

  /** 24h and prior-24h trade totals, and the liquidity of the snapshot a day old, per pool. */
  private async statsAt(time: number): Promise<Map<number, PoolStats>> {
    const [current, prior, snapshots] = await Promise.all([
      // No upper bound: a trade stamped after `time` (its block came after this pass read the head) counts
      // now, rather than missing from totals that are reused for a minute.
      tradeTotalsByPool(this.deps.db, time - DAY, Number.MAX_SAFE_INTEGER),
      tradeTotalsByPool(this.deps.db, time - 2 * DAY, time - DAY),
      snapshotsAtOrBefore(this.deps.db, time - DAY),
    ]);
    const ids = new Set([...current.keys(), ...prior.keys(), ...snapshots.keys()]);
    const stats = new Map<number, PoolStats>();
    for (const id of ids) {
      const now = current.get(id);
      const before = prior.get(id);
      const snapshot = snapshots.get(id);
      stats.set(id, {
        volume24h: usdUnitsOfText(now?.volume_usd),
        fees24h: usdUnitsOfText(now?.fees_usd),
        trades24h: now?.count ?? 0,
        volumePrior24h: usdUnitsOfText(before?.volume_usd),
        feesPrior24h: usdUnitsOfText(before?.fees_usd),
        tradesPrior24h: before?.count ?? 0,
        liquidityPrior: snapshot ? usdUnitsOfText(snapshot.liquidity_usd) : null,
      });
    }
    return stats;
  }

  /**
   * The hour's observed chart points on every refresh whose figures changed (the newest observation of an
   * hour wins), and a snapshot every snapshotInterval of chain time.
   */
  private async persist(
    time: number,
    summaries: readonly PoolSummaryJson[],
    prices: ReadonlyMap<string, bigint>,
  ) {
    await this.persistChartPoints(time, summaries);
    const due = (last: number | null) => last === null || time - last >= this.snapshotInterval;
    if (this.lastSnapshot !== undefined && !due(this.lastSnapshot)) return;
    // Due by what this instance knows: another instance on the same database may have taken it since.
    this.lastSnapshot = await latestSnapshotTime(this.deps.db);
    if (!due(this.lastSnapshot)) return;
    const priceTexts = Object.fromEntries([...prices].map(([key, price]) => [key, priceText(price)]));
    await insertSnapshots(
      this.deps.db,
      summaries.map((s) => ({
        pool_id: s.id,
        time,
        liquidity_usd: s.liquidity_usd_value,
        volume_24h_usd: s.volume_24h_usd_value,
        fees_24h_usd: s.fees_24h_usd_value,
        prices: priceTexts,
      })),
    );
    this.lastSnapshot = time;
  }

  private async persistChartPoints(time: number, summaries: readonly PoolSummaryJson[]) {
    const hour = chartHour(time);
    const points: ChartPoint[] = [];
    for (const s of summaries) {
      const key = `${hour}:${s.liquidity_usd_value}:${s.fees_24h_usd_value}`;
      if (this.chartWritten.get(s.id) === key) continue;
      points.push(
        { pool_id: s.id, series: "liquidity", time: hour, value: s.liquidity_usd_value },
        { pool_id: s.id, series: "fees", time: hour, value: s.fees_24h_usd_value },
      );
    }
    if (points.length === 0) return;
    await upsertChartPoints(this.deps.db, points);
    for (const s of summaries)
      this.chartWritten.set(s.id, `${hour}:${s.liquidity_usd_value}:${s.fees_24h_usd_value}`);
  }

  /**
   * A pool's chart values as the summary shows them now (the same refresh the cards read), at the hour they
   * are stored under; null before the first refresh or for an unknown pool.
   */
  livePoint(poolId: number): { time: number; liquidity: string; fees: string } | null {
    const state = this.state;
    const summary = state?.summaries.find((s) => s.id === poolId);
    if (!state || !summary) return null;
    return {
      time: chartHour(state.chainTime),
      liquidity: summary.liquidity_usd_value,
      fees: summary.fees_24h_usd_value,
    };
  }

  /** 'ok', or 'delayed' when there is no index yet or it lags the chain head or the clock by > maxLag. */
  status(): "ok" | "delayed" {
    const state = this.state;
    if (!state) return "delayed";
    if ((this.lastHeadTime ?? state.chainTime) - state.chainTime > this.maxLag) return "delayed";
    if (this.now() - state.refreshedAt > this.maxLag * 1000) return "delayed";
    return "ok";
  }

  /** Records a chain head time seen elsewhere (e.g. by the keeper), so a stalled index shows as delayed. */
  noteHeadTime(unixSeconds: number): void {
    this.lastHeadTime = Math.max(this.lastHeadTime ?? 0, unixSeconds);
  }

  /** The GET /summary body: {status, pools, min_trade_values, asset_prices_last_updated, metrics}. */
  summaryJson(): string {
    const status = JSON.stringify(this.status());
    const body = this.state?.bodyJson ?? '{"pools":[],"min_trade_values":[],"metrics":{}}';
    return `{"status":${status},${body.slice(1)}`;
  }

  /** The pool summaries of the last refresh. */
  poolSummaries(): readonly PoolSummaryJson[] {
    return this.state?.summaries ?? [];
  }

  pools(): Pool[] {
    return this.state?.pools.map((p) => p.pool) ?? [];
  }

  hasPool(id: number): boolean {
    return this.state?.pools.some((p) => p.pool.id === id) ?? false;
  }

  /** Chain time of the index, or null before the first refresh. */
  chainTime(): number | null {
    return this.state?.chainTime ?? null;
  }

  /** Every pool token (assets and LP) with its precision, refreshing first if nothing was indexed yet. */
  async tokens(): Promise<Map<string, TokenWithDecimals>> {
    if (!this.state) await this.refresh();
    return tokenDecimalsOf(this.pools());
  }

  /** The keeper's valuation hook: USD volume and fees of settled reports at the current prices. */
  valueTrades(reports: readonly ReportData[], timeSeconds: number): TradeRecord[] {
    const state = this.state;
    if (!state) return tradesOfReports(reports, timeSeconds, new Map(), () => undefined);
    return tradesOfReports(reports, timeSeconds, state.prices, (key) => state.tokens.get(key)?.decimals);
  }
}
