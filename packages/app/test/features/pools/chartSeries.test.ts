import { describe, expect, it } from "vitest";
import {
  CHART_DURATIONS,
  chartUrl,
  DEFAULT_CHART_DURATION,
  fetchChartSeries,
  parseChartSeries,
  withLatestValue,
} from "../../../src/features/pools/chartSeries";
import { APR_1 } from "./poolFixtures";

describe("chart index client", () => {
  it("offers 1W and 1M with 1W by default", () => {
    expect(CHART_DURATIONS.map((d) => d.label)).toEqual(["1W", "1M"]);
    expect(DEFAULT_CHART_DURATION).toBe("1w");
  });

  it("builds the service's URLs", () => {
    expect(chartUrl("http://charts:8701", "liquidity", "3", "1w")).toBe(
      "http://charts:8701/liquidity-history?pool_id=3&duration=1w",
    );
    expect(chartUrl("http://charts:8701/base/", "fees", "12", "1m")).toBe(
      "http://charts:8701/base/fees-history?pool_id=12&duration=1m",
    );
  });

  it("reads the series (unix seconds, decimal values), oldest first", () => {
    const answer = {
      pool_id: 3,
      duration: "1w",
      series: [
        { time: APR_1 + 3600, value: "12.500000" },
        { time: APR_1, value: 10 },
      ],
    };
    expect(parseChartSeries(answer)).toEqual([
      { timeMs: APR_1 * 1000, value: "10" },
      { timeMs: (APR_1 + 3600) * 1000, value: "12.500000" },
    ]);
    expect(parseChartSeries({ series: [] })).toEqual([]);
  });

  it("refuses unreadable answers", () => {
    expect(() => parseChartSeries({})).toThrow(/^Invalid chart series/);
    expect(() => parseChartSeries({ series: [{ time: APR_1, value: "12abc" }] })).toThrow(
      "Invalid chart point at 0",
    );
    expect(() => parseChartSeries({ series: [{ time: "yesterday", value: "1" }] })).toThrow(
      "Invalid chart point at 0",
    );
  });

  it("GETs the URL and reports HTTP failures", async () => {
    const urls: string[] = [];
    const ok = async (url: string) => {
      urls.push(url);
      return { ok: true, status: 200, json: async () => ({ series: [{ time: APR_1, value: "1" }] }) };
    };
    await expect(fetchChartSeries("http://c/fees-history?pool_id=1&duration=1w", ok)).resolves.toEqual([
      { timeMs: APR_1 * 1000, value: "1" },
    ]);
    expect(urls).toEqual(["http://c/fees-history?pool_id=1&duration=1w"]);
    const down = async () => ({ ok: false, status: 404, json: async () => ({}) });
    await expect(fetchChartSeries("http://c/x", down)).rejects.toThrow("Chart index answered HTTP 404");
  });
});

describe("withLatestValue", () => {
  const points = [
    { timeMs: 1_000, value: "99990" },
    { timeMs: 2_000, value: "100000" },
  ];

  it("gives the last point the card's figure and keeps every other point and its time", () => {
    expect(withLatestValue(points, "100002.900000")).toEqual([
      { timeMs: 1_000, value: "99990" },
      { timeMs: 2_000, value: "100002.900000" },
    ]);
    expect(points[1]?.value).toBe("100000");
  });

  it("keeps the series as it is when the figure is unknown or already equal", () => {
    expect(withLatestValue(points, undefined)).toBe(points);
    expect(withLatestValue(points, "100000")).toBe(points);
  });

  it("never makes a point from the card alone: an empty series stays empty", () => {
    expect(withLatestValue([], "5")).toEqual([]);
  });
});
