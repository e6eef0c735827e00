// Numbers below this are taken as seconds: 1e11 s is year 5138, 1e11 ms is 1973.
const SECONDS_CUTOFF = 1e11;
// Antelope nodes print UTC timestamps without a zone designator; Date.parse would read them as local time.
const ISO_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Converts an indexer timestamp (epoch seconds, epoch ms, or ISO text) to epoch ms; null when unreadable. */
export function toEpochMs(value: string | number): number | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return null;
    return value < SECONDS_CUTOFF ? value * 1000 : value;
  }
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return toEpochMs(Number(text));
  const ms = Date.parse(ISO_WITHOUT_ZONE.test(text) ? `${text}Z` : text);
  return Number.isNaN(ms) ? null : ms;
}
