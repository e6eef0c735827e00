import { debugLog } from "../../shared/logging/loggingStore";
import { chartKeys } from "../../shared/query/chartKeys";
import { useAppQuery } from "../../shared/query/useAppQuery";
import type { ChartDuration, ChartKind, ChartPoint } from "./chartSeries";

/** Loads one series; injected so the view renders without a network in tests. */
export type LoadChartSeries = (
  poolId: string,
  kind: ChartKind,
  duration: ChartDuration,
  signal: AbortSignal,
) => Promise<ChartPoint[]>;

export type ChartState =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly points: readonly ChartPoint[] }
  | { readonly status: "failed" };

/** A chart's series for the chosen duration. A load error is logged only (spec 2 §8), never a toast. */
export function useChartSeries(
  load: LoadChartSeries,
  poolId: string,
  kind: ChartKind,
  duration: ChartDuration,
): ChartState {
  const query = useAppQuery({
    queryKey: chartKeys.series(poolId, kind, duration),
    queryFn: async ({ signal }) => {
      try {
        return await load(poolId, kind, duration, signal);
      } catch (error) {
        if (!signal.aborted) debugLog(`pool ${poolId} chart ${kind} ${duration} failed to load`, error);
        throw error;
      }
    },
  });
  // A failed refresh keeps the chart on screen; only a series that never loaded shows as failed.
  if (query.data !== undefined) return { status: "ready", points: query.data };
  return query.isError ? { status: "failed" } : { status: "loading" };
}
