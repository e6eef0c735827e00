import { describe, expect, it } from "vitest";
import {
  type ExpiryRateEntry,
  expiryRateTable,
  expiryRateTableSchema,
} from "../../../src/stake/socket/expiryRateTable";
import { devnetCurve, NOW } from "../curveFixture";

// The stake socket's expiryRates payload for the devnet curve on 2026-11-25 10:00 UTC. The rates are the
// 80-digit hand computations of expiryRates.test.ts (1e-12 units) written as the socket sends them.

const table = () => expiryRateTable(devnetCurve(), NOW);
const entryOf = (code: number) => table().find((entry) => entry.expiry === code);

/** A stake kind's rates in the entry's order: apy, tu, tuReinvested, apyReinvested and the unwind's tc. */
type FiveRates = [apy: string, tu: string, tuReinvested: string, apyReinvested: string, tc: string];
const RATE_NAMES = ["apy", "tu", "tuReinvested", "apyReinvested", "tc"] as const;
/** The five as the entry's `formatted` object holds them. */
const percents = (values: FiveRates) =>
  Object.fromEntries(RATE_NAMES.map((name, i) => [name, values[i]])) as Record<
    (typeof RATE_NAMES)[number],
    string
  >;
/** The five as the entry holds them, tc under `unwind`. */
const rateTexts = (values: FiveRates) => {
  const { tc, ...rest } = percents(values);
  return { ...rest, unwind: { tc } };
};

describe("expiryRateTable", () => {
  it("lists the quarterly expiries ending after today and at most five years ahead, nearest first", () => {
    expect(table().map((entry) => [entry.expiry, entry.formatted, entry.days])).toEqual([
      [202612, "DEC26", 37],
      [202703, "MAR27", 127],
      [202706, "JUN27", 218],
      [202709, "SEP27", 310],
      [202712, "DEC27", 402],
      [202803, "MAR28", 493],
      [202806, "JUN28", 584],
      [202809, "SEP28", 676],
      [202812, "DEC28", 768],
      [202903, "MAR29", 858],
      [202906, "JUN29", 949],
      [202909, "SEP29", 1041],
      [202912, "DEC29", 1133],
      [203003, "MAR30", 1223],
      [203006, "JUN30", 1314],
      [203009, "SEP30", 1406],
      [203012, "DEC30", 1498],
      [203103, "MAR31", 1588],
      [203106, "JUN31", 1679],
      [203109, "SEP31", 1771],
    ]);
  });

  it("writes both readings of an expiry: rates as 12-place text, percentages rounded down", () => {
    const expected: ExpiryRateEntry = {
      expiry: 202612,
      timestamp: Date.UTC(2027, 0, 1),
      formatted: "DEC26",
      days: 37,
      liquid: {
        ...rateTexts([
          "0.024661734480",
          "0.002499956646",
          "0.002506222092",
          "0.024723542258",
          "0.997500043353",
        ]),
        formatted: percents(["2.46%", "0.24%", "0.25%", "2.47%", "99.75%"]),
      },
      illiquid: {
        ...rateTexts([
          "0.029514561853",
          "0.002991887092",
          "0.003000865342",
          "0.029603131076",
          "0.997008112907",
        ]),
        formatted: percents(["2.95%", "0.29%", "0.30%", "2.96%", "99.70%"]),
      },
      unwind: { tc: "0.997500043353", formatted: "99.75%" },
    };
    expect(entryOf(202612)).toEqual(expected);
  });

  it.each<[number, FiveRates]>([
    [202703, ["0.031988575763", "0.011130271567", "0.011255548882", "0.032348624739", "0.988869728432"]],
    [202906, ["0.055685821285", "0.144783135341", "0.169294060166", "0.065113100063", "0.855216864658"]],
    [203106, ["0.062848092759", "0.289101226695", "0.406670031727", "0.088406528636", "0.710898773304"]],
  ])("%s: the locked rates equal the hand-computed ones", (code, rates) => {
    expect(entryOf(code)?.illiquid).toMatchObject(rateTexts(rates));
  });

  it("gives liquid stakes less than locked ones, and parses with the page's schema", () => {
    for (const entry of table()) {
      expect(BigInt(entry.liquid.tu.replace(".", ""))).toBeLessThan(
        BigInt(entry.illiquid.tu.replace(".", "")),
      );
      expect(entry.unwind.tc).toBe(entry.liquid.unwind.tc);
    }
    expect(expiryRateTableSchema.parse(table())).toEqual(table());
    expect(expiryRateTableSchema.safeParse([{ ...entryOf(202612), days: "37" }]).success).toBe(false);
  });

  it("changes at UTC midnight and not before", () => {
    const night = expiryRateTable(devnetCurve(), Date.UTC(2026, 10, 25, 23, 59, 59, 999));
    expect(night).toEqual(table());
    const tomorrow = expiryRateTable(devnetCurve(), Date.UTC(2026, 10, 26));
    expect(tomorrow[0]?.days).toBe(36);
    expect(tomorrow).not.toEqual(table());
  });
});
