import { FIRST_EXPIRY, LAST_EXPIRY } from "./expiryConstants";

/**
 * A quarterly expiry, written YYYYMM with month 03, 06, 09 or 12 (e.g. 202603).
 *
 * The instant an expiry ends is the first moment of the following month, 00:00 UTC (so 202603 ends at
 * 2026-04-01T00:00:00Z): the instrument is active for the whole of its expiry month, the instant is
 * the same in every time zone, and no holiday or weekday calendar is involved. Where the stake server
 * publishes its own timestamp for an expiry, that published value is the one to use.
 */
export type ExpiryMonth = 3 | 6 | 9 | 12;

export interface Expiry {
  readonly code: number;
  readonly year: number;
  readonly month: ExpiryMonth;
}

export const EXPIRY_MONTHS: readonly ExpiryMonth[] = [3, 6, 9, 12];
export const EXPIRY_MONTH_NAMES: Readonly<Record<ExpiryMonth, string>> = {
  3: "MAR",
  6: "JUN",
  9: "SEP",
  12: "DEC",
};

function isExpiryMonth(month: number): month is ExpiryMonth {
  return (EXPIRY_MONTHS as readonly number[]).includes(month);
}

/** Reads a YYYYMM code (number or text); null unless it is a 4-digit year and a quarterly month. */
export function parseExpiryCode(code: number | string): Expiry | null {
  const text = String(code);
  if (!/^[0-9]{6}$/.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4));
  if (year < 1000 || !isExpiryMonth(month)) return null;
  return { code: year * 100 + month, year, month };
}

export function expiryCodeOf(year: number, month: ExpiryMonth): number {
  return year * 100 + month;
}

/** The end instant of an expiry in ms since the epoch: the next month's first instant, UTC. */
export function expiryTimestamp(expiry: Expiry): number {
  // Date.UTC takes a 0-based month, so passing the 1-based month gives the following month (Dec -> Jan).
  return Date.UTC(expiry.year, expiry.month, 1);
}

/** Month abbreviation plus 2-digit year: 202603 -> 'MAR26'. */
export function formatExpiry(expiry: Expiry): string {
  return `${EXPIRY_MONTH_NAMES[expiry.month]}${String(expiry.year % 100).padStart(2, "0")}`;
}

export interface ExpiryListEntry extends Expiry {
  readonly timestamp: number;
  readonly formatted: string;
}

/** Every quarterly expiry from `first` to `last` inclusive (YYYYMM codes), with its end instant. */
export function quarterlyExpiries(
  first: number = FIRST_EXPIRY,
  last: number = LAST_EXPIRY,
): ExpiryListEntry[] {
  const start = parseExpiryCode(first);
  const end = parseExpiryCode(last);
  if (start === null || end === null) throw new RangeError(`bad expiry range ${first}..${last}`);
  const list: ExpiryListEntry[] = [];
  let { year, month } = start;
  while (year * 100 + month <= end.code) {
    const expiry: Expiry = { code: expiryCodeOf(year, month), year, month };
    list.push({ ...expiry, timestamp: expiryTimestamp(expiry), formatted: formatExpiry(expiry) });
    if (month === 12) {
      year += 1;
      month = 3;
    } else {
      month = (month + 3) as ExpiryMonth;
    }
  }
  return list;
}

/** The spec's expiry list: quarterly from 2020-03 to 2028-03. */
export const EXPIRY_LIST: readonly ExpiryListEntry[] = quarterlyExpiries();
