import { describe, expect, it } from "vitest";
import { upsertChartPoints } from "../../src/db/chartStore";
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

  it("serves observed points only, cut to 1w or 1m by time; synthetic points an old data folder holds never show", async () => {
    const now = running.services.indexer.chainTime() ?? 0;
    const hour = now - (now % HOUR);
    const db = running.services.database.db;
    const at = (daysAgo: number) => hour - daysAgo * 86_400;
    await upsertChartPoints(db, [
      { pool_id: 1, series: "liquidity", time: at(3), value: "39000.000000", synthetic: false },
      { pool_id: 1, series: "liquidity", time: at(10), value: "38000.000000", synthetic: false },
      { pool_id: 1, series: "liquidity", time: at(40), value: "37000.000000", synthetic: false },
      // What an earlier version's seeding left behind: invented, so never served.
      { pool_id: 1, series: "liquidity", time: at(2), value: "99999.000000", synthetic: true },
      { pool_id: 1, series: "liquidity", time: at(20), value: "11111.000000", synthetic: true },
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
});
