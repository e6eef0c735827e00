import {
  DEFAULT_CHART_DURATION as SPEC_DEFAULT_DURATION,
  CHART_DURATIONS as SPEC_DURATIONS,
} from "@ux/core/amm";
import * as z from "zod/mini";
import { toEpochMs } from "../../shared/format/epochMs";
import { msg } from "../../shared/i18n/msg";
import { decimalTextOf } from "./poolFigures";

/** The two 'Pool Overview' charts and their chart index routes (spec 2 §7 'Chart index service'). */
export const CHART_KINDS = {
  liquidity: { path: "liquidity-history", title: msg("Liquidity") },
  fees: { path: "fees-history", title: msg("Fees (24H)") },
} as const;
export type ChartKind = keyof typeof CHART_KINDS;

type DurationLabel = (typeof SPEC_DURATIONS)[number];
/** The chart index service's duration parameter: the spec's label in lower case ('1W' -> '1w'). */
export type ChartDuration = Lowercase<DurationLabel>;

function durationOf<L extends DurationLabel>(label: L): Lowercase<L> {
  return label.toLowerCase() as Lowercase<L>;
}

/** Spec 2 §9 (core constants): chart durations 1W and 1M, default 1W. */
export const CHART_DURATIONS = SPEC_DURATIONS.map((label) => ({ value: durationOf(label), label }));
export const DEFAULT_CHART_DURATION: ChartDuration = durationOf(SPEC_DEFAULT_DURATION);

/** One point of a series: epoch ms and a USD value as decimal text. */
export interface ChartPoint {
  readonly timeMs: number;
  readonly value: string;
}

/**
 * The series as the chart draws it: its last point carries `latest`, the figure the pool's card shows (the
 * summary's liquidity_usd_value or fees_24h_usd_value), so the chart's '(latest)' reads exactly as the card
 * even when the series was fetched at another refresh than the summary. The chart index ends every series on
 * the current hour's summary figure, so this only closes the gap between two fetches. An empty series stays
 * empty: no point is made up from the card alone.
 */
export function withLatestValue(
  points: readonly ChartPoint[],
  latest: string | undefined,
): readonly ChartPoint[] {
  const last = points[points.length - 1];
  if (last === undefined || latest === undefined || last.value === latest) return points;
  return [...points.slice(0, -1), { timeMs: last.timeMs, value: latest }];
}

export function chartUrl(baseUrl: string, kind: ChartKind, poolId: string, duration: ChartDuration): string {
  const query = new URLSearchParams({ pool_id: poolId, duration });
  return `${baseUrl.replace(/\/+$/, "")}/${CHART_KINDS[kind].path}?${query}`;
}

const chartAnswerSchema = z.object({
  series: z.array(
    z.object({ time: z.union([z.number(), z.string()]), value: z.union([z.number(), z.string()]) }),
  ),
});

/** Reads the service's answer ({series: [{time (unix s), value}]}); throws on anything unreadable. */
export function parseChartSeries(input: unknown): ChartPoint[] {
  const parsed = chartAnswerSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(`Invalid chart series: ${parsed.error.issues[0]?.message ?? "bad shape"}`);
  const points = parsed.data.series.map((point, index) => {
    const timeMs = toEpochMs(point.time);
    const value = decimalTextOf(point.value);
    if (timeMs === null || value === undefined) throw new Error(`Invalid chart point at ${index}`);
    return { timeMs, value };
  });
  return points.sort((a, b) => a.timeMs - b.timeMs);
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "status" | "json">>;

export async function fetchChartSeries(url: string, fetchFn: FetchLike = fetch, signal?: AbortSignal) {
  const response = await fetchFn(url, { headers: { accept: "application/json" }, signal: signal ?? null });
  if (!response.ok) throw new Error(`Chart index answered HTTP ${response.status}`);
  return parseChartSeries(await response.json());
}
