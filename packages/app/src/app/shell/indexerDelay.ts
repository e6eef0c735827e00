import type { AmmSummary } from "../../shared/api/ammIndexer";
import { toEpochMs } from "../../shared/format/epochMs";
import { timeAgo } from "../../shared/format/timeAgo";
import { t } from "../../shared/i18n/translate";

/** The banner text when the indexer's status is not 'ok' (spec 1 §2), else null. */
export function indexerDelayMessage(
  summary: Pick<AmmSummary, "status" | "asset_prices_last_updated">,
  nowMs: number,
): string | null {
  if (summary.status === "ok") return null;
  const updated = summary.asset_prices_last_updated;
  const updatedMs = updated === undefined ? null : toEpochMs(updated);
  const age = updatedMs === null ? t("an unknown time") : timeAgo(updatedMs, nowMs);
  return t(
    "AMM Indexer is delayed (Data is from {age}) - UI estimated prices, quantities and graphs may be lagging.",
    { age },
  );
}
