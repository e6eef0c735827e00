import { useEffect, useState } from "react";
import { debugLog } from "../../shared/logging/loggingStore";
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
  const [state, setState] = useState<ChartState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    load(poolId, kind, duration, controller.signal).then(
      (points) => {
        if (!controller.signal.aborted) setState({ status: "ready", points });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        debugLog(`pool ${poolId} chart ${kind} ${duration} failed to load`, error);
        setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [load, poolId, kind, duration]);
  return state;
}
