import * as z from "zod/mini";
import { formatExpiry } from "../../expiry/expiryCode";
import { expiryRates, type RateGroup } from "../expiryRates";
import { stakeableExpiries } from "../stakeQuote";
import { ratePercentText, rateText } from "../stakeRate";
import type { YieldCurve } from "../yieldCurve";

/*
 * The stake socket's `expiryRates` event (spec 2 §3 'Expiry rate', both readings): one entry per expiry open
 * for staking today, its liquid and illiquid (locked) rates and the liquid unwind ratio. Rates travel as
 * decimal text with 12 places (rateText: exact, '0.029918870920'), each group also `formatted` as
 * percentages with 2 decimals rounded down (ratePercentText: '2.99%'). Built from the published curve by
 * the service; the page parses it with the schema.
 */

const rateTextSchema = z.string().check(z.regex(/^\d+\.\d{12}$/, "expected a rate like '0.029918870920'"));
const percentTextSchema = z.string().check(z.regex(/^\d+\.\d{2}%$/, "expected a percentage like '2.99%'"));

export const rateGroupEntrySchema = z.object({
  apy: rateTextSchema,
  tu: rateTextSchema,
  tuReinvested: rateTextSchema,
  apyReinvested: rateTextSchema,
  unwind: z.object({ tc: rateTextSchema }),
  formatted: z.object({
    apy: percentTextSchema,
    tu: percentTextSchema,
    tuReinvested: percentTextSchema,
    apyReinvested: percentTextSchema,
    tc: percentTextSchema,
  }),
});
export type RateGroupEntry = z.output<typeof rateGroupEntrySchema>;

export const expiryRateEntrySchema = z.object({
  /** YYYYMM (month 03, 06, 09 or 12). */
  expiry: z.int(),
  /** The instant the expiry ends, ms since the epoch (core/expiry: the next month's first instant, UTC). */
  timestamp: z.int(),
  /** 'MAR27'. */
  formatted: z.string(),
  /** Whole days from today (UTC) to the expiry: the T of these rates. */
  days: z.int(),
  /** Liquid stakes (may unwind early): the curve minus the spread. */
  liquid: rateGroupEntrySchema,
  /** Locked stakes: the curve. */
  illiquid: rateGroupEntrySchema,
  /** What a liquid position unwinds at today, per unit of capital (= liquid.unwind). */
  unwind: z.object({ tc: rateTextSchema, formatted: percentTextSchema }),
});
export type ExpiryRateEntry = z.output<typeof expiryRateEntrySchema>;

/** The whole `expiryRates` payload. */
export const expiryRateTableSchema = z.array(expiryRateEntrySchema);

function groupEntry(group: RateGroup): RateGroupEntry {
  return {
    apy: rateText(group.apy),
    tu: rateText(group.tu),
    tuReinvested: rateText(group.tuReinvested),
    apyReinvested: rateText(group.apyReinvested),
    unwind: { tc: rateText(group.unwind.tc) },
    formatted: {
      apy: ratePercentText(group.apy),
      tu: ratePercentText(group.tu),
      tuReinvested: ratePercentText(group.tuReinvested),
      apyReinvested: ratePercentText(group.apyReinvested),
      tc: ratePercentText(group.unwind.tc),
    },
  };
}

/** Today's rates of every stakeable expiry, nearest first, for the curve and the instant `nowMs`. */
export function expiryRateTable(curve: YieldCurve, nowMs: number): ExpiryRateEntry[] {
  const entries: ExpiryRateEntry[] = [];
  for (const expiry of stakeableExpiries(nowMs)) {
    const rates = expiryRates(curve, expiry.timestamp, nowMs);
    if (rates === null) continue;
    entries.push({
      expiry: expiry.code,
      timestamp: expiry.timestamp,
      formatted: formatExpiry(expiry),
      days: rates.days,
      liquid: groupEntry(rates.liquid),
      illiquid: groupEntry(rates.illiquid),
      unwind: {
        tc: rateText(rates.liquid.unwind.tc),
        formatted: ratePercentText(rates.liquid.unwind.tc),
      },
    });
  }
  return entries;
}
