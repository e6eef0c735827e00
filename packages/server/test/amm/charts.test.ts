import { describe, expect, it } from "vitest";
import { seedChartHistoryIfEmpty, syntheticHistory } from "../../src/amm/charts/chartSeed";
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
    expect(await get("/liquidity-history?duration=1w")).toEqual({
      status: 400,
      body: { error: "pool_id is required" },
    });
    expect(await get("/fees-history?pool_id=-1&duration=1w")).toEqual({
      status: 400,
      body: { error: "pool_id must be a non-negative integer" },
    });
    expect(await get("/fees-history?pool_id=1.5")).toMatchObject({ status: 400 });
    expect(await get("/liquidity-history?pool_id=1&duration=1y")).toEqual({
      status: 400,
      body: { error: "duration must be 1w or 1m" },
    });
    expect(await get("/liquidity-history?pool_id=99&duration=1w")).toEqual({
      status: 404,
      body: { error: "unknown pool_id 99" },
    });
    expect((await get("/volume-history?pool_id=1")).status).toBe(404);
    const options = await fetch(`${running.services.urls.chartIndex}/fees-history`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("serves the observed point of the current hour before any seeding", async () => {
    const now = running.services.indexer.chainTime() ?? 0;
    const { status, body } = await get("/liquidity-history?pool_id=1&duration=1w");
    expect(status).toBe(200);
    expect(body).toEqual({
      pool_id: 1,
      duration: "1w",
      series: [{ time: now - (now % HOUR), value: "40000.000000" }],
    });
  });

  it("seeds a deterministic synthetic month once, never over observed points; 1w and 1m cut it by time", async () => {
    const now = running.services.indexer.chainTime() ?? 0;
    const pools = [
      { pool_id: 1, liquidity_usd: "40000.000000", fees_24h_usd: "0.000000", fee_bps: 20 },
      { pool_id: 0, liquidity_usd: "20000.000000", fees_24h_usd: "12.500000", fee_bps: 20 },
    ];
    const points = syntheticHistory(pools, now);
    expect(points).toHaveLength(2 * 2 * 30 * 24);
    expect(syntheticHistory(pools, now)).toEqual(points);
    expect(
      points.every((p) => p.synthetic && /^\d+\.\d{6}$/.test(p.value) && p.time < now - (now % HOUR)),
    ).toBe(true);
    for (const p of points.filter((p) => p.series === "liquidity" && p.pool_id === 1)) {
      expect(Number(p.value)).toBeGreaterThanOrEqual(28_000);
      expect(Number(p.value)).toBeLessThanOrEqual(52_000);
    }
    // No fees yet: 5% daily turnover at 0.20% = 4 USD a day, varied by at most 15%.
    for (const p of points.filter((p) => p.series === "fees" && p.pool_id === 1)) {
      expect(Number(p.value)).toBeGreaterThanOrEqual(3.4);
      expect(Number(p.value)).toBeLessThanOrEqual(4.6);
    }

    expect(await seedChartHistoryIfEmpty(running.services.database.db, pools, now)).toBe(points.length);
    expect(await seedChartHistoryIfEmpty(running.services.database.db, pools, now)).toBe(0);

    const week = await get("/liquidity-history?pool_id=1&duration=1W");
    const weekSeries = week.body.series as { time: number; value: string }[];
    expect(week.body.duration).toBe("1w");
    // 7 days of hourly synthetic points at or after now - 7d, plus the observed current hour.
    const from = now - 7 * 86_400;
    const expected =
      points.filter((p) => p.pool_id === 1 && p.series === "liquidity" && p.time >= from).length + 1;
    expect(weekSeries).toHaveLength(expected);
    expect(weekSeries.map((p) => p.time)).toEqual([...weekSeries.map((p) => p.time)].sort((a, b) => a - b));
    expect(weekSeries.at(-1)).toEqual({ time: now - (now % HOUR), value: "40000.000000" });

    const month = await get("/fees-history?pool_id=0&duration=1m");
    const monthFrom = now - 30 * 86_400;
    const inMonth = points.filter(
      (p) => p.pool_id === 0 && p.series === "fees" && p.time >= monthFrom,
    ).length;
    expect(inMonth).toBe(now % HOUR === 0 ? 720 : 719);
    expect((month.body.series as unknown[]).length).toBe(inMonth + 1);
  });
});
