import { catalogueStore } from "../i18n/catalogueStore";
import { t } from "../i18n/translate";
import { englishTimeAgo, type TimeAgoUnit } from "./englishTimeAgo";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Largest unit first; months and years are approximate, which is fine for a "data is from" hint.
const UNITS: ReadonlyArray<readonly [TimeAgoUnit, number]> = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
  ["second", SECOND],
];

/**
 * Relative past time in words, e.g. '5 minutes ago', worded by the browser for the language shown (its own
 * grammar and plurals; English in the browser's very words without loading Intl); anything under a second
 * (or in the future) is 'just now'.
 */
export function timeAgo(thenMs: number, nowMs: number): string {
  const elapsed = nowMs - thenMs;
  for (const [unit, size] of UNITS) {
    const count = Math.floor(elapsed / size);
    if (count < 1) continue;
    const language = catalogueStore.getState().language;
    // English without Intl: see englishTimeAgo.
    if (language === "en") return englishTimeAgo(count, unit);
    return new Intl.RelativeTimeFormat(language).format(-count, unit);
  }
  return t("just now");
}
