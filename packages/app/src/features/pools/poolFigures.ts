import * as z from "zod/mini";
import type { PoolSummary } from "../../shared/api/ammIndexer";
import { isDecimalText, numberToDecimalText } from "../../shared/format/decimalText";

/*
 * The pool figures this feature shows beyond what the shared summary schema types (spec 2 §3 'AMM pool').
 * The shared schema keeps them as unknown fields; this schema reads them leniently: a missing, null or
 * malformed figure becomes undefined (shown as a dash) instead of failing the whole page.
 */

/** Decimal text from a JSON number or numeric text; anything else is undefined. */
export function decimalTextOf(value: unknown): string | undefined {
  if (typeof value === "number") return numberToDecimalText(value) ?? undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return isDecimalText(text) ? text : undefined;
}

// Optional around the pipe: a transform that answers undefined counts as a missing key, not an error.
const decimalField = z.optional(z.pipe(z.unknown(), z.transform(decimalTextOf)));
const textField = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value: unknown) => (typeof value === "string" ? value : undefined)),
  ),
);

const poolFiguresSchema = z.object({
  pool_description: textField,
  volume_24h_usd_value: decimalField,
  fees_24h_usd_value: decimalField,
  trades_24h_average_usd_value: decimalField,
  /** Estimated APR in percent ('12.34' is 12.34%). */
  apy_local_percent: decimalField,
  /** USD per whole LP token. */
  core_usd_value: decimalField,
  /** Percent changes against the 24h before ('-3.10' is -3.10%); null from the indexer when unknown. */
  fees_24h_usd_value_percent_change: decimalField,
  trades_24h_average_usd_value_percent_change: decimalField,
  pools_liquidity_prior_snapshot_usd_value_percent_change: decimalField,
});
export type PoolFigures = z.infer<typeof poolFiguresSchema>;

/** The extra figures of one summary pool; never throws (every field reads as undefined when unusable). */
export function poolFiguresOf(pool: PoolSummary): PoolFigures {
  return poolFiguresSchema.parse(pool);
}
