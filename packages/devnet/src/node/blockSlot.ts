import { formatBlockTimestamp } from "@ux/core/antelope";

// Block times are block_timestamp_type slots: half seconds since 2000-01-01T00:00:00 UTC.

export const BLOCK_INTERVAL_MS = 500;
const BLOCK_TIMESTAMP_EPOCH_MS = Date.UTC(2000, 0, 1);

/** The slot a wall-clock time falls in. */
export function slotAt(epochMs: number): number {
  return Math.floor((epochMs - BLOCK_TIMESTAMP_EPOCH_MS) / BLOCK_INTERVAL_MS);
}

/** The wall-clock time a slot starts at (a block with this timestamp is produced then). */
export function slotStartMs(slot: number): number {
  return BLOCK_TIMESTAMP_EPOCH_MS + slot * BLOCK_INTERVAL_MS;
}

/** nodeos' time text: "2026-11-22T01:56:00.500" (UTC, no zone). */
export function slotTime(slot: number): string {
  return formatBlockTimestamp(slot);
}
