/** Query keys of the chart index service's series (the network's one chart service). */
export const chartKeys = {
  all: ["charts"] as const,
  series: (poolId: string, kind: string, duration: string) =>
    [...chartKeys.all, "series", poolId, kind, duration] as const,
};
