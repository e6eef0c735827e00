import { DAY_MS } from "../expiry/expiryConstants";
import { decimalToUnits, parseDecimal } from "../money/decimalValue";

/*
 * Rates of the QuickStake model (ARCHITECTURE.md §7) are fixed point with RATE_DECIMALS places: exact to
 * 1e-12 per staked unit, which keeps a reward on the whole UTX supply exact to the last 0.0001 UTX.
 */

export const RATE_DECIMALS = 12;
export const RATE_ONE = 10n ** BigInt(RATE_DECIMALS);
/** T = days / 365 (spec: days from 86400000 ms). */
export const DAYS_PER_YEAR = 365;

/** A rate in RATE_ONE units from decimal text ('0.045'); null unless a plain non-negative decimal. */
export function parseRate(text: string): bigint | null {
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text)) return null;
  const value = parseDecimal(text);
  if (value === null) return null;
  const scale = value.scale;
  if (scale > RATE_DECIMALS) return null;
  return decimalToUnits(value, RATE_DECIMALS, "down");
}

/** A rate as decimal text with all RATE_DECIMALS places ('0.045000000000'). */
export function rateText(rate: bigint): string {
  const sign = rate < 0n ? "-" : "";
  const abs = rate < 0n ? -rate : rate;
  return `${sign}${abs / RATE_ONE}.${String(abs % RATE_ONE).padStart(RATE_DECIMALS, "0")}`;
}

/** A rate as a percentage with 2 decimals, rounded down ('4.50%'). */
export function ratePercentText(rate: bigint): string {
  const hundredths = (rate * 10_000n) / RATE_ONE;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, "0")}%`;
}

/** The first instant of the UTC day of `ms`: rates change once a day, so every party computes the same. */
export function utcDayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/**
 * Whole days from the start of today (UTC) to an expiry instant: the T of every rate quoted today, so the
 * service that quotes, the contract that checks and the page that shows agree for the whole day. Expiry
 * instants are midnights UTC, so this is an integer.
 */
export function rateDays(expiryTimestamp: number, nowMs: number): number {
  return Math.floor((expiryTimestamp - utcDayStart(nowMs)) / DAY_MS);
}
