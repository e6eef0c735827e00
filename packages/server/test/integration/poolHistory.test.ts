import { type Devnet, startDevnet } from "@ux/devnet";
import { runHistory } from "@ux/devnet/history/historyRun";
import { genesisBotPairs, TradingBot } from "@ux/devnet/history/tradingBot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { percentChangeFigure } from "../../../app/src/features/pools/poolFormat";
import type { RunningServices } from "../../src/startServices";
import { startRealServices } from "./support/realNetwork";

/*
 * Issue #16 item 3 over the real devnet and the real services: the ux chain starts three days in the past,
 * the history run's bot places real orders every 6 chain hours while the keeper settles them and the indexer
 * observes the chain, and the clock jumps ahead between rounds until it reaches the present. Pool Overview's
 * series then span those days, every point observed from the chain (the fees ones are settled trades'), the
 * percent changes are computed, and the latest point is the card's figure.
 */

const HOUR = 3_600;
const DAY = 24 * HOUR;
const POOL = 1; // usdt-utx

let devnet: Devnet;
let services: RunningServices;
let startedSeconds: number;
let history: Awaited<ReturnType<typeof runHistory>>;

beforeAll(async () => {
  startedSeconds = Math.floor(Date.now() / 1000);
  devnet = await startDevnet({
    chains: ["ux"],
    dataDir: null,
    ports: { ux: 0 },
    genesisTimeMs: { ux: (startedSeconds - 3 * DAY) * 1000 },
  });
  const chainApi = devnet.chains.ux?.url ?? "";
  services = await startRealServices(chainApi, { keeperIntervalMs: 200 });
  const bot = new TradingBot({
    chainApi,
    seed: 16,
    pairs: genesisBotPairs().filter((pair) => pair.poolId === POOL),
    ordersPerRound: 2,
  });
  history = await runHistory({
    chainApi,
    adminToken: devnet.adminToken,
    bot,
    stepSeconds: 6 * HOUR,
    observed: async (seconds) => {
      await services.indexer.refresh();
      return (services.indexer.chainTime() ?? 0) >= seconds;
    },
  });
  await services.indexer.refresh();
}, 120_000);

afterAll(async () => {
  await services?.stop();
  await devnet?.stop();
});

async function series(kind: "liquidity" | "fees", duration: "1w" | "1m") {
  const url = `${services.urls.chartIndex}/${kind}-history?pool_id=${POOL}&duration=${duration}`;
  return ((await (await fetch(url)).json()) as { series: { time: number; value: string }[] }).series;
}

describe("local history made of real trades", () => {
  it("ran from three days ago to the present, placing and settling real orders", async () => {
    expect(history.fromSeconds).toBeLessThan(startedSeconds - 3 * DAY + 60);
    expect(Math.abs(history.toSeconds - Math.floor(Date.now() / 1000))).toBeLessThan(10);
    expect(history.rounds).toBeGreaterThanOrEqual(12);
    expect(history.orders).toBeGreaterThanOrEqual(history.rounds);
    const trades = await services.database.db
      .selectFrom("trades")
      .select(["order_id", "time"])
      .where("pool_id", "=", POOL)
      .execute();
    // Every order was settled (a trade each), on each of the days.
    expect(trades).toHaveLength(history.orders);
    const days = new Set(trades.map((trade) => Math.floor((Number(trade.time) - history.fromSeconds) / DAY)));
    for (const day of [0, 1, 2]) expect(days.has(day)).toBe(true);
  });

  it("serves hourly points over the days, all observed, the latest one the card's figure", async () => {
    const card = services.indexer.poolSummaries().find((pool) => pool.id === POOL);
    for (const duration of ["1w", "1m"] as const) {
      const liquidity = await series("liquidity", duration);
      const fees = await series("fees", duration);
      expect(liquidity.length).toBeGreaterThanOrEqual(12);
      expect(fees.length).toBe(liquidity.length);
      for (const point of [...liquidity, ...fees]) {
        expect(point.time % HOUR).toBe(0);
        expect(point.time).toBeGreaterThanOrEqual(history.fromSeconds - HOUR);
      }
      expect(liquidity.at(-1)?.value).toBe(card?.liquidity_usd_value);
      expect(fees.at(-1)?.value).toBe(card?.fees_24h_usd_value);
      // The liquidity moved with the trades: not one flat invented line.
      expect(new Set(liquidity.map((point) => point.value)).size).toBeGreaterThan(1);
    }
  });

  it("computes the cards' percent changes against the day before, shown with their sign", () => {
    const card = services.indexer.poolSummaries().find((pool) => pool.id === POOL);
    expect(card?.pools_liquidity_prior_snapshot_usd_value).not.toBeNull();
    for (const change of [
      card?.fees_24h_usd_value_percent_change,
      card?.trades_24h_average_usd_value_percent_change,
      card?.pools_liquidity_prior_snapshot_usd_value_percent_change,
    ]) {
      expect(change).toMatch(/^-?\d+\.\d\d$/);
      const shown = percentChangeFigure(change ?? undefined).text;
      expect(shown).toMatch(Number(change) > 0 ? /^\+\d/ : Number(change) < 0 ? /^-\d/ : /^0\.00%$/);
    }
  });
});
