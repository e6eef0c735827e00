import type { AmmSummary } from "../../shared/api/ammIndexer";
import { formatUsd } from "../../shared/format/formatUsd";
import { msg } from "../../shared/i18n/msg";

/** Shown where a figure is unknown (fetch failed or field missing); the failure itself stays silent. */
export const UNKNOWN_FIGURE = "—";

export interface LandingFigure {
  id: "tvl" | "volume" | "fees";
  /** A message id. */
  label: string;
  value: string;
}

/** The landing page's three figures from the indexer summary, formatted as USD; null summary gives dashes. */
export function landingFigures(summary: AmmSummary | undefined): LandingFigure[] {
  const metrics = summary?.metrics;
  const usd = (value: string | undefined) =>
    value === undefined ? UNKNOWN_FIGURE : (formatUsd(value) ?? UNKNOWN_FIGURE);
  return [
    { id: "tvl", label: msg("Total Value Locked"), value: usd(metrics?.total_liquidity_usd_value) },
    { id: "volume", label: msg("24h Volume"), value: usd(metrics?.volume_24h_usd_value) },
    { id: "fees", label: msg("24h Fees"), value: usd(metrics?.fees_24h_usd_value) },
  ];
}
