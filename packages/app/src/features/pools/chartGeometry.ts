import type { ChartFrame } from "../../shared/charts/chartFrame";
import type { ChartPoint } from "./chartSeries";
import { compareDecimalTexts } from "./decimalOrder";

export interface PlottedPoint {
  readonly x: number;
  readonly y: number;
  readonly point: ChartPoint;
}

export interface ChartLayout {
  readonly plotted: readonly PlottedPoint[];
  /** SVG path of the line, and of the area under it down to the bottom of the plot. */
  readonly line: string;
  readonly area: string;
  /** The smallest and largest values (exact texts, for the axis labels). */
  readonly min: ChartPoint;
  readonly max: ChartPoint;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Places the points in the frame: time left to right, value bottom (smallest) to top (largest). Only
 * pixel positions use floats; the values shown (axis, hover) stay exact decimal texts. Null when empty.
 */
export function chartLayout(points: readonly ChartPoint[], frame: ChartFrame): ChartLayout | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return null;
  let min = first;
  let max = first;
  for (const point of points) {
    if ((compareDecimalTexts(point.value, min.value) ?? 0) < 0) min = point;
    if ((compareDecimalTexts(point.value, max.value) ?? 0) > 0) max = point;
  }
  const plotWidth = frame.width - frame.left - frame.right;
  const plotHeight = frame.height - frame.top - frame.bottom;
  const bottom = frame.top + plotHeight;
  const low = Number(min.value);
  const span = Number(max.value) - low;
  const timeSpan = last.timeMs - first.timeMs;
  const plotted = points.map((point) => ({
    x: round(
      frame.left + (timeSpan > 0 ? ((point.timeMs - first.timeMs) / timeSpan) * plotWidth : plotWidth / 2),
    ),
    // A flat series is drawn across the middle rather than on the bottom edge.
    y: round(
      span > 0 ? bottom - ((Number(point.value) - low) / span) * plotHeight : frame.top + plotHeight / 2,
    ),
    point,
  }));
  const line = plotted.map((p, i) => `${i === 0 ? "M" : "L"}${p.x},${p.y}`).join(" ");
  const start = plotted[0];
  const end = plotted[plotted.length - 1];
  const area = start && end ? `${line} L${end.x},${bottom} L${start.x},${bottom} Z` : "";
  return { plotted, line, area, min, max };
}

/** Index of the plotted point nearest to x (for hover); -1 when there is none. */
export function nearestPointIndex(plotted: readonly PlottedPoint[], x: number): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  plotted.forEach((p, i) => {
    const distance = Math.abs(p.x - x);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const HOUR_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** Axis label of a time: 'Apr 3' (UTC, like the service's hourly buckets). */
export function chartDayLabel(timeMs: number): string {
  return DAY_FORMAT.format(timeMs);
}

/** Hover label of a time: 'Apr 3, 14:00 UTC'. */
export function chartTimeLabel(timeMs: number): string {
  return `${HOUR_FORMAT.format(timeMs)} UTC`;
}
