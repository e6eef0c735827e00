import { toEpochMs } from "../../shared/format/epochMs";
import { timeAgo } from "../../shared/format/timeAgo";
import { t } from "../../shared/i18n/translate";

/**
 * When the list's figures date from: the indexer's asset_prices_last_updated when readable, else the time
 * the summary arrived. Undefined while nothing has arrived.
 */
export function lastUpdatedMs(
  pricesUpdated: string | number | undefined,
  fetchedAtMs: number | undefined,
): number | undefined {
  const fromIndexer = pricesUpdated === undefined ? null : toEpochMs(pricesUpdated);
  return fromIndexer ?? fetchedAtMs;
}

export function lastUpdatedText(updatedMs: number | undefined, nowMs: number): string {
  return updatedMs === undefined
    ? t("Last updated: —")
    : t("Last updated {age}", { age: timeAgo(updatedMs, nowMs) });
}
