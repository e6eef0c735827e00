import { describe, expect, it } from "vitest";
import { chartSeries, upsertChartPoints } from "../../src/db/chartStore";
import { insertTrades } from "../../src/db/tradeStore";
import { useTestServices } from "../support/startTestServices";

const running = useTestServices();

async function get(path: string) {
  const response = await fetch(`${running.services.urls.chartIndex}${path}`);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const HOUR = 3_600;

describe("chart index", () => {
  it("refuses a missing or bad pool_id or duration with 400, an unknown pool with 404, other paths with 404", async () => {
    for (const [path, status, error] of [
      ["/liquidity-history?duration=1w", 400, "pool_id is required"],
      ["/fees-history?pool_id=-1&duration=1w", 400, "pool_id must be a non-negative integer"],
      ["/liquidity-history?pool_id=1&duration=1y", 400, "duration must be 1w or 1m"],
      ["/liquidity-history?pool_id=99&duration=1w", 404, "unknown pool_id 99"],
    ] as const) {
      expect(await get(path)).toEqual({ status, body: { error } });
    }
    expect(await get("/fees-history?pool_id=1.5")).toMatchObject({ status: 400 });
    expect((await get("/volume-history?pool_id=1")).status).toBe(404);
    const options = await fetch(`${running.services.urls.chartIndex}/fees-history`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("serves the observed point of the current hour", async () => {
    const now = running.services.indexer.chainTime() ?? 0;
    const { status, body } = await get("/liquidity-history?pool_id=1&duration=1w");
    expect(status).toBe(200);
    expect(body).toEqual({
      pool_id: 1,
      duration: "1w",
      series: [{ time: now - (now % HOUR), value: "40000.000000" }],
    });
  });

  it("serves the stored points cut to 1w or 1m by time", async () => {
    const now = running.services.indexer.chainTime() ?? 0;
    const hour = now - (now % HOUR);
    const db = running.services.database.db;
    const at = (daysAgo: number) => hour - daysAgo * 86_400;
    await upsertChartPoints(db, [
      { pool_id: 1, series: "liquidity", time: at(3), value: "39000.000000" },
      { pool_id: 1, series: "liquidity", time: at(10), value: "38000.000000" },
      { pool_id: 1, series: "liquidity", time: at(40), value: "37000.000000" },
    ]);
    expect((await get("/liquidity-history?pool_id=1&duration=1W")).body.series).toEqual([
      { time: at(3), value: "39000.000000" },
      { time: hour, value: "40000.000000" },
    ]);
    expect((await get("/liquidity-history?pool_id=1&duration=1m")).body.series).toEqual([
      { time: at(10), value: "38000.000000" },
      { time: at(3), value: "39000.000000" },
      { time: hour, value: "40000.000000" },
    ]);
  });

  it("ends on the summary's figures: a trade later in the hour moves the hour's point to the card's value", async () => {
    const services = running.services;
    const now = services.indexer.chainTime() ?? 0;
    const hour = now - (now % HOUR);
    const pool = running.chain.pool(1);
    const usdt = pool?.assets[1];
    if (usdt === undefined) throw new Error("fixture pool 1 has no USDT");
    const before = usdt.quantity;
    try {
      // A settled trade after the hour's first observation: more USDT in the pool, and a cent of fees.
      usdt.quantity = "20001.450000 USDT";
      await insertTrades(services.database.db, [
        { order_id: "7001", pool_id: 1, time: now, volume_usd: "5", fees_usd: "0.01" },
      ]);
      await services.indexer.refresh();
      const card = services.indexer.poolSummaries().find((s) => s.id === 1);
      expect(card).toMatchObject({ liquidity_usd_value: "40002.900000", fees_24h_usd_value: "0.010000" });
      const liquidity = (await get("/liquidity-history?pool_id=1&duration=1w")).body.series as {
        time: number;
        value: string;
      }[];
      const fees = (await get("/fees-history?pool_id=1&duration=1m")).body.series as {
        time: number;
        value: string;
      }[];
      expect(liquidity.at(-1)).toEqual({ time: hour, value: card?.liquidity_usd_value });
      expect(fees.at(-1)).toEqual({ time: hour, value: card?.fees_24h_usd_value });
      // One point per hour, and the stored one holds the newest observation too (what later hours will show).
      expect(liquidity.filter((point) => point.time === hour)).toHaveLength(1);
      expect(await chartSeries(services.database.db, 1, "liquidity", hour)).toEqual([
        { time: hour, value: "40002.900000" },
      ]);
      expect(await chartSeries(services.database.db, 1, "fees", hour)).toEqual([
        { time: hour, value: "0.010000" },
      ]);
    } finally {
      usdt.quantity = before;
      await services.indexer.refresh();
    }
  });
});
