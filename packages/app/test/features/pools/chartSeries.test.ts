import { describe, expect, it } from "vitest";
import {
  chartDayLabel,
  chartLayout,
  chartTimeLabel,
  nearestPointIndex,
} from "../../src/features/pools/chartGeometry";
import {
  CHART_DURATIONS,
  chartUrl,
  DEFAULT_CHART_DURATION,
  fetchChartSeries,
  parseChartSeries,
} from "../../src/features/pools/chartSeries";

const APR_1 = Date.UTC(2024, 3, 1) / 1000;

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

describe("chart geometry", () => {
  const frame = { width: 200, height: 120, left: 20, right: 0, top: 10, bottom: 10 };
  const point = (hour: number, value: string) => ({ timeMs: (APR_1 + hour * 3600) * 1000, value });

  it("maps time to x and value to y (largest at the top) and keeps the exact min and max", () => {
    const layout = chartLayout([point(0, "10"), point(1, "30.5"), point(4, "20")], frame);
    expect(layout?.plotted.map(({ x, y }) => [x, y])).toEqual([
      [20, 110],
      [65, 10],
      [200, 61.22],
    ]);
    expect(layout?.min.value).toBe("10");
    expect(layout?.max.value).toBe("30.5");
    expect(layout?.line).toBe("M20,110 L65,10 L200,61.22");
    expect(layout?.area).toBe("M20,110 L65,10 L200,61.22 L200,110 L20,110 Z");
  });

  it("draws a flat or single-point series across the middle, and nothing for an empty one", () => {
    const flat = chartLayout([point(0, "5"), point(1, "5.0")], frame);
    expect(flat?.plotted.map((p) => p.y)).toEqual([60, 60]);
    const single = chartLayout([point(0, "5")], frame);
    expect(single?.plotted.map(({ x, y }) => [x, y])).toEqual([[110, 60]]);
    expect(chartLayout([], frame)).toBeNull();
  });

  it("finds the point nearest to the pointer", () => {
    const layout = chartLayout([point(0, "1"), point(1, "2"), point(2, "3")], frame);
    const plotted = layout?.plotted ?? [];
    expect(nearestPointIndex(plotted, 0)).toBe(0);
    expect(nearestPointIndex(plotted, 100)).toBe(1);
    expect(nearestPointIndex(plotted, 170)).toBe(2);
    expect(nearestPointIndex([], 10)).toBe(-1);
  });

  it("labels days and hours in UTC", () => {
    expect(chartDayLabel(Date.UTC(2024, 3, 3, 23))).toBe("Apr 3");
    expect(chartTimeLabel(Date.UTC(2024, 3, 3, 14))).toBe("Apr 3, 14:00 UTC");
    expect(chartTimeLabel(Date.UTC(2024, 3, 3, 0))).toBe("Apr 3, 00:00 UTC");
  });
});
