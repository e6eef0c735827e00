import { z } from "zod";
import { chartSeries } from "../../db/chartStore";
import type { ServiceDb } from "../../db/database";
import type { ChartSeries } from "../../db/schema";
import { errorAnswer, type Route } from "../../http/jsonHttp";

const DAY = 86_400;
/** Chart durations (spec 2 §9: 1W and 1M; default 1W): a week and 30 days. */
export const CHART_DURATION_SECONDS = { "1w": 7 * DAY, "1m": 30 * DAY } as const;

const chartQuery = z.object({
  pool_id: z
    .string({ error: "pool_id is required" })
    .regex(/^\d{1,15}$/, "pool_id must be a non-negative integer")
    .transform(Number),
  duration: z
    .string()
    .optional()
    .transform((d) => (d ?? "1w").toLowerCase())
    .pipe(z.enum(["1w", "1m"], { error: "duration must be 1w or 1m" })),
});

interface ChartDeps {
  db: ServiceDb;
  /** Whether the pool exists (the indexer's pools). */
  hasPool: (id: number) => boolean;
  /** The chart's "now" in unix seconds (the indexer's chain time, or the clock). */
  nowSeconds: () => number;
  /**
   * The pool's values in the summary now (the figures its cards show) and the hour they belong to; null
   * before the indexer's first refresh.
   */
  livePoint?: (id: number) => { time: number; liquidity: string; fees: string } | null;
}

/**
 * GET /liquidity-history and /fees-history?pool_id=&duration=1w|1m -> {pool_id, duration, series:
 * [{time (unix s), value (USD decimal text)}]}, oldest first, one point per hour observed by the indexer.
 * The last point is the summary's current figure (liquidity_usd_value, fees_24h_usd_value) at the current
 * hour, so the chart's latest value is the card's. 400 for a bad query, 404 for an unknown pool.
 */
export function chartRoutes(deps: ChartDeps): Record<string, Route> {
  const route =
    (series: ChartSeries): Route =>
    async (query) => {
      const parsed = chartQuery.safeParse(Object.fromEntries(query));
      if (!parsed.success) return errorAnswer(400, parsed.error.issues[0]?.message ?? "bad query");
      const { pool_id, duration } = parsed.data;
      if (!deps.hasPool(pool_id)) return errorAnswer(404, `unknown pool_id ${pool_id}`);
      const from = deps.nowSeconds() - CHART_DURATION_SECONDS[duration];
      const stored = await chartSeries(deps.db, pool_id, series, from);
      const live = deps.livePoint?.(pool_id) ?? null;
      const points =
        live === null
          ? stored
          : [
              ...stored.filter((point) => point.time < live.time),
              { time: live.time, value: series === "liquidity" ? live.liquidity : live.fees },
            ];
      return { status: 200, body: { pool_id, duration, series: points } };
    };
  return { "/liquidity-history": route("liquidity"), "/fees-history": route("fees") };
}
