import { describe, expect, it } from "vitest";
import {
  chartDayLabel,
  chartLayout,
  chartTimeLabel,
  nearestPointIndex,
} from "../../../src/features/pools/chartGeometry";
import { APR_1 } from "./poolFixtures";

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
