import { parseInSlices, type YieldNow } from "@ux/core/validation";
import * as z from "zod/mini";
import { numberToDecimalText } from "../format/decimalText";
import { yieldToBrowser } from "../scheduling/yieldToBrowser";

/*
 * The AMM indexer summary (spec 1 §3 'Pool summary' and 'Metrics', §7 'GET AMM indexer summary').
 * Parsing is tolerant: unknown fields are ignored and numbers may come as JSON numbers or numeric text,
 * but USD values always leave the parser as decimal text so nothing downstream computes on floats.
 * zod/mini keeps the landing page's bundle small (the classic API cannot be tree-shaken).
 */

/** A USD value or price: JSON number or numeric text, normalised to decimal text. */
const decimalValue = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/, "expected a decimal number"))]),
  // z.number() already refuses NaN and Infinity, so the conversion cannot fail.
  z.transform((value: number | string) =>
    typeof value === "number" ? (numberToDecimalText(value) ?? "0") : value.trim(),
  ),
);

/** Values shown as they come (asset quantities like '12.3456 UTX', weights, debug figures). */
const shownValue = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => String(value)),
);

/** Some indexers send flags as 0/1. */
const flag = z.pipe(
  z.union([z.boolean(), z.number()]),
  z.transform((value: boolean | number) => Boolean(value)),
);

export const poolAssetSchema = z.object({
  quantity: shownValue,
  weight: shownValue,
  ext_symbol: z.object({ contract: z.string(), sym: z.string() }),
  wt: z.optional(shownValue),
  plp: z.optional(shownValue),
});

export const assetPriceSchema = z.object({
  symbol: z.string(),
  contract: z.string(),
  price: decimalValue,
});

/**
 * Loose: the summary carries more per-pool figures (volume, fees, APR, percent changes...) than the landing
 * page reads; they are kept untyped so a lazily loaded feature can parse them with its own schema.
 */
export const poolSummarySchema = z.looseObject({
  id: z.pipe(
    z.union([z.int(), z.string()]),
    z.transform((value: number | string) => String(value)),
  ),
  pool_name: z.string(),
  is_ufx_pool: z._default(flag, false),
  core_balance: z.optional(shownValue),
  core_symbol: z.optional(z.string()),
  core_contract: z.optional(z.string()),
  core_decimals: z.optional(z.int()),
  liquidity_usd_value: z.optional(decimalValue),
  assets: z._default(z.array(poolAssetSchema), []),
  asset_prices: z._default(z.array(assetPriceSchema), []),
});
export type PoolSummary = z.infer<typeof poolSummarySchema>;

export const minTradeValueSchema = z.object({
  symbol: z.string(),
  contract: z.string(),
  min_trade: shownValue,
});

/** Landing-page figures: total value locked, 24h volume, 24h fees (USD). */
export const summaryMetricsSchema = z.object({
  total_liquidity_usd_value: z.optional(decimalValue),
  volume_24h_usd_value: z.optional(decimalValue),
  fees_24h_usd_value: z.optional(decimalValue),
});
export type SummaryMetrics = z.infer<typeof summaryMetricsSchema>;

export const ammSummarySchema = z.object({
  pools: z._default(z.array(poolSummarySchema), []),
  min_trade_values: z._default(z.array(minTradeValueSchema), []),
  /** 'ok' when the indexer is current; anything else shows the delayed banner. */
  status: z.string(),
  asset_prices_last_updated: z.optional(z.union([z.string(), z.number()])),
  metrics: z.optional(summaryMetricsSchema),
});
export type AmmSummary = z.infer<typeof ammSummarySchema>;

/** Parses an untrusted summary; throws a readable error naming the first bad field. */
export function parseAmmSummary(input: unknown): AmmSummary {
  return checkedAmmSummary(ammSummarySchema.safeParse(input));
}

/**
 * parseAmmSummary in slices that give the thread back (see parseInSlices), pool by pool: the same summary
 * or the same error, without the 30-100 ms task a phone (4x CPU) spent on it in one go on every route (#18).
 */
export async function parseAmmSummaryInSlices(input: unknown, yieldNow: YieldNow): Promise<AmmSummary> {
  return checkedAmmSummary(await parseInSlices(ammSummarySchema, input, ["pools"], yieldNow));
}

function checkedAmmSummary(result: z.core.util.SafeParseResult<AmmSummary>): AmmSummary {
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`Invalid AMM indexer summary at ${issue?.path.join(".") || "summary"}: ${issue?.message}`);
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "status" | "json">>;

/** GET the summary from services.ammIndexer, validated without a long task. */
export async function fetchAmmSummary(url: string, fetchFn: FetchLike = fetch, signal?: AbortSignal) {
  const response = await fetchFn(url, { headers: { accept: "application/json" }, signal: signal ?? null });
  if (!response.ok) throw new Error(`AMM indexer answered HTTP ${response.status}`);
  return parseAmmSummaryInSlices(await response.json(), yieldToBrowser);
}
