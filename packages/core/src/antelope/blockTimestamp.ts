// block_timestamp_type: a uint32 count of half-second slots since 2000-01-01T00:00:00 UTC.

const BLOCK_TIMESTAMP_EPOCH_MS = Date.UTC(2000, 0, 1);
const SLOT_MS = 500;
const MAX_SLOT = 0xffffffff;
const ISO_UTC_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z?$/;

/** Slot of a "YYYY-MM-DDTHH:MM:SS(.mmm)" UTC time as nodeos prints it; rejects times off a half second. */
export function parseBlockTimestamp(text: string): number {
  const match = ISO_UTC_PATTERN.exec(text);
  if (!match) throw new Error(`invalid block timestamp: "${text}"`);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((match[7] ?? "0").padEnd(3, "0"));
  const epochMs = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const date = new Date(epochMs);
  // Date.UTC rolls over out-of-range fields (Feb 30 -> Mar 2); a round trip exposes that.
  const roundTrips =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  if (!roundTrips) throw new Error(`invalid block timestamp: "${text}"`);
  const offsetMs = epochMs - BLOCK_TIMESTAMP_EPOCH_MS;
  if (offsetMs % SLOT_MS !== 0) throw new Error(`block timestamp is not on a half second: "${text}"`);
  const slot = offsetMs / SLOT_MS;
  if (slot < 0 || slot > MAX_SLOT) throw new Error(`block timestamp out of range: "${text}"`);
  return slot;
}

/** The nodeos text form of a slot, e.g. "2022-07-15T23:37:12.000" (UTC, no zone suffix). */
export function formatBlockTimestamp(slot: number): string {
  if (!Number.isInteger(slot) || slot < 0 || slot > MAX_SLOT) throw new Error(`invalid block slot: ${slot}`);
  return new Date(BLOCK_TIMESTAMP_EPOCH_MS + slot * SLOT_MS).toISOString().slice(0, -1);
}
