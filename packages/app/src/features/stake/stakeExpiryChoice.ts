import type { ExpiryRateEntry } from "@ux/core/stake/socket";

/*
 * The form's expiry choice (spec 2 §2 'Stake page', §4 'Stake flow'): a year select and a month select over
 * the expiries the service publishes rates for. The default is the latest year and the middle expiry rate of
 * that year (of n expiries the one at index floor(n / 2): SEP of a full year, JUN of MAR/JUN).
 */

const MONTHS: Record<number, string> = { 3: "MAR", 6: "JUN", 9: "SEP", 12: "DEC" };

export const expiryYear = (code: number) => Math.floor(code / 100);
export const expiryMonth = (code: number) => code % 100;
/** 'MAR', 'JUN', 'SEP' or 'DEC' (spec 2 §9). */
export const monthLabel = (code: number) => MONTHS[expiryMonth(code)] ?? String(expiryMonth(code));

/** The years with a published rate, ascending. */
export function expiryYears(rates: readonly ExpiryRateEntry[]): number[] {
  return [...new Set(rates.map((rate) => expiryYear(rate.expiry)))].sort((a, b) => a - b);
}

/** The year's rates, nearest expiry first. */
export function ratesOfYear(rates: readonly ExpiryRateEntry[], year: number): ExpiryRateEntry[] {
  return rates.filter((rate) => expiryYear(rate.expiry) === year).sort((a, b) => a.expiry - b.expiry);
}

function middle(rates: readonly ExpiryRateEntry[]): ExpiryRateEntry | null {
  return rates[Math.floor(rates.length / 2)] ?? null;
}

/** The default expiry: the latest year's middle expiry rate; null while no rate is published. */
export function defaultExpiry(rates: readonly ExpiryRateEntry[]): number | null {
  const years = expiryYears(rates);
  const latest = years[years.length - 1];
  return latest === undefined ? null : (middle(ratesOfYear(rates, latest))?.expiry ?? null);
}

/**
 * The chosen expiry kept valid as the rates change: the choice while it is still published, else the
 * default.
 */
export function resolveExpiry(rates: readonly ExpiryRateEntry[], chosen: number | null): number | null {
  if (chosen !== null && rates.some((rate) => rate.expiry === chosen)) return chosen;
  return defaultExpiry(rates);
}

/** Choosing another year keeps the month when that year has it, else takes the year's middle expiry. */
export function expiryForYear(
  rates: readonly ExpiryRateEntry[],
  year: number,
  current: number | null,
): number | null {
  const ofYear = ratesOfYear(rates, year);
  const sameMonth =
    current === null ? undefined : ofYear.find((r) => expiryMonth(r.expiry) === expiryMonth(current));
  return sameMonth?.expiry ?? middle(ofYear)?.expiry ?? null;
}
