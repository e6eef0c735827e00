import type { ExpiryRateEntry } from "@ux/core/stake/socket";

/** The graph (spec 2 §2): TU Price or Utility Yield by expiry, of the locked or the liquid group. */
export type ChartMetric = "tu" | "apy";

export interface ChartPoint {
  label: string;
  /** Percent (2.99 for 2.99%). */
  value: number;
  text: string;
}

export function chartPoints(
  rates: readonly ExpiryRateEntry[],
  metric: ChartMetric,
  locked: boolean,
): ChartPoint[] {
  return [...rates]
    .sort((a, b) => a.expiry - b.expiry)
    .map((rate) => {
      const group = locked ? rate.illiquid : rate.liquid;
      return { label: rate.formatted, value: Number(group[metric]) * 100, text: group.formatted[metric] };
    });
}

export interface PlotPoint extends ChartPoint {
  x: number;
  y: number;
}

/** Positions in a width x height box (y grows down), the lowest value at the bottom edge of the padding. */
export function plotPoints(
  points: readonly ChartPoint[],
  width: number,
  height: number,
  pad: number,
): PlotPoint[] {
  const max = Math.max(...points.map((p) => p.value), 0);
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : 0;
  return points.map((point, index) => ({
    ...point,
    x: pad + index * step,
    y: max === 0 ? height - pad : height - pad - (point.value / max) * (height - 2 * pad),
  }));
}

/** The bottom of the value axis: plotPoints draws from zero, in the rates' own format (ratePercentText). */
export const ZERO_RATE_TEXT = "0.00%";

/**
 * The chart's axis labels: the largest rate at the top and zero at the bottom (plotPoints' range), the first
 * and last expiries along the bottom. Null without points.
 */
export function chartAxisLabels(
  points: readonly ChartPoint[],
): { top: string; bottom: string; start: string; end: string } | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return null;
  const top = points.reduce((highest, point) => (point.value > highest.value ? point : highest), first);
  return { top: top.text, bottom: ZERO_RATE_TEXT, start: first.label, end: last.label };
}
