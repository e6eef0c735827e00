import { describe, expect, it } from "vitest";
import { discountFactor, expiryRates, rateTimes } from "../../src/stake/expiryRates";
import { quoteRedeem, quoteUnstake } from "../../src/stake/stakeQuote";
import { RATE_ONE, rateDays, ratePercentText, rateText } from "../../src/stake/stakeRate";
import { parseYieldCurve, yieldAt } from "../../src/stake/yieldCurve";
import { devnetCurve, NOW } from "./curveFixture";

/** YYYYMM of the quarter that ends at `end` (the first instant of the next month). */
const codeOf = (end: number) => {
  const last = new Date(end - 1);
  return last.getUTCFullYear() * 100 + last.getUTCMonth() + 1;
};

/*
 * Expected values computed independently with 80-digit decimal arithmetic (Python's decimal module):
 * D = (1 + y)^(-days/365); tu = 1 - ceil(D); tuReinvested = floor(tu / ceil(D)); apy = floor(tu * 365 / days);
 * tc = floor(D); all in 1e-12 units; y interpolated linearly and rounded down; liquid y = locked y - 0.005.
 */
const TABLE: [code: string, end: number, days: number, locked: bigint[], liquid: bigint[]][] = [
  // [apy, tu, tuReinvested, apyReinvested, tc]
  [
    "202612",
    Date.UTC(2027, 0, 1),
    37,
    [29514561853n, 2991887092n, 3000865342n, 29603131076n, 997008112907n],
    [24661734480n, 2499956646n, 2506222092n, 24723542258n, 997500043353n],
  ],
  [
    "202703",
    Date.UTC(2027, 3, 1),
    127,
    [31988575763n, 11130271567n, 11255548882n, 32348624739n, 988869728432n],
    [27185062616n, 9458912198n, 9549237597n, 27444659235n, 990541087801n],
  ],
  [
    "202706",
    Date.UTC(2027, 6, 1),
    218,
    [38115608099n, 22764938536n, 23295253551n, 39003520853n, 977235061463n],
    [33396100538n, 19946164157n, 20352110697n, 34075781671n, 980053835842n],
  ],
  [
    "202712",
    Date.UTC(2028, 0, 1),
    402,
    [48188105375n, 53072927016n, 56047533680n, 50888929833n, 946927072983n],
    [43659552118n, 48085314936n, 50514311513n, 45864984333n, 951914685063n],
  ],
  [
    "202906",
    Date.UTC(2029, 6, 1),
    949,
    [55685821285n, 144783135341n, 169294060166n, 65113100063n, 855216864658n],
    [51625006156n, 134225016007n, 155034528010n, 59628664619n, 865774983992n],
  ],
  [
    "203106",
    Date.UTC(2031, 6, 1),
    1679,
    [62848092759n, 289101226695n, 406670031727n, 88406528636n, 710898773304n],
    [59504383288n, 273720163125n, 376879749688n, 81930380366n, 726279836874n],
  ],
];

describe("expiryRates", () => {
  it.each(TABLE)("%s: exact to 1e-12 against 80-digit arithmetic", (_code, end, days, locked, liquid) => {
    const rates = expiryRates(devnetCurve(), end, NOW);
    const row = (group: {
      apy: bigint;
      tu: bigint;
      tuReinvested: bigint;
      apyReinvested: bigint;
      unwind: { tc: bigint };
    }) => [group.apy, group.tu, group.tuReinvested, group.apyReinvested, group.unwind.tc];
    expect(rates?.days).toBe(days);
    expect(rates && row(rates.illiquid)).toEqual(locked);
    expect(rates && row(rates.liquid)).toEqual(liquid);
  });

  it("is the same all day (UTC) and changes at midnight", () => {
    const end = Date.UTC(2027, 3, 1);
    const morning = expiryRates(devnetCurve(), end, Date.UTC(2026, 10, 25, 0, 0, 0));
    const night = expiryRates(devnetCurve(), end, Date.UTC(2026, 10, 25, 23, 59, 59, 999));
    const tomorrow = expiryRates(devnetCurve(), end, Date.UTC(2026, 10, 26));
    expect(night).toEqual(morning);
    expect(tomorrow?.days).toBe(126);
    expect(tomorrow?.illiquid.tu).toBeLessThan(morning?.illiquid.tu ?? 0n);
  });

  it("offers no rate for an expiry that ends today or has ended", () => {
    expect(expiryRates(devnetCurve(), Date.UTC(2026, 10, 25), NOW)).toBeNull();
    expect(expiryRates(devnetCurve(), Date.UTC(2026, 9, 1), NOW)).toBeNull();
    expect(expiryRates(devnetCurve(), Date.UTC(2026, 10, 26), NOW)?.days).toBe(1);
  });

  it("never lets a liquid stake and an immediate unwind return more than was staked", () => {
    for (const [, end] of TABLE) {
      const rates = expiryRates(devnetCurve(), end, NOW);
      if (rates === null) throw new Error("no rates");
      const quantity = 123_456_7890n;
      const reward = rateTimes(quantity, rates.liquid.tu);
      const unwound = quoteUnstake(devnetCurve(), codeOf(end), NOW, quantity, false);
      expect(unwound.ok && reward + unwound.value.received).toBeLessThanOrEqual(quantity);
    }
  });
});

describe("amounts", () => {
  it("rounds rewards down to the unit and redeems 1:1 at or after expiry", () => {
    expect(rateTimes(10_000n, 2_991_887_092n)).toBe(29n);
    expect(rateTimes(1_0000n * 1_000_000n, 53_072_927_016n)).toBe(530_729_270n);
    const end = Date.UTC(2027, 0, 1);
    expect(quoteRedeem(202612, end, 100_0000n)).toEqual({
      ok: true,
      value: { tc: RATE_ONE, received: 100_0000n, toPool: 0n },
    });
    const received = (100_0000n * 997_500_043_353n) / RATE_ONE;
    expect(quoteUnstake(devnetCurve(), 202612, NOW, 100_0000n, false)).toEqual({
      ok: true,
      value: { tc: 997_500_043_353n, received, toPool: 100_0000n - received },
    });
  });

  it("discounts nothing at zero yield or zero days", () => {
    expect(discountFactor(0n, 400, "floor")).toBe(RATE_ONE);
    expect(discountFactor(50_000_000_000n, 0, "ceil")).toBe(RATE_ONE);
  });
});

describe("yield curve", () => {
  it("interpolates linearly, rounds down, and is flat beyond its ends", () => {
    const curve = devnetCurve();
    expect(yieldAt(curve, 1)).toBe(30_000_000_000n);
    expect(yieldAt(curve, 90)).toBe(30_000_000_000n);
    expect(yieldAt(curve, 127)).toBe(32_690_909_090n);
    expect(yieldAt(curve, 365)).toBe(50_000_000_000n);
    expect(yieldAt(curve, 5000)).toBe(80_000_000_000n);
  });

  it("refuses a malformed curve with a clear reason", () => {
    expect(parseYieldCurve({ points: [], liquidSpread: "0" })).toEqual({
      ok: false,
      error: "the yield curve needs at least one point",
    });
    expect(parseYieldCurve({ points: [{ days: 90, yield: "1.5" }], liquidSpread: "0" })).toEqual({
      ok: false,
      error: "point 1: the yield must be a decimal below 1 ('0.045')",
    });
    expect(
      parseYieldCurve({
        points: [
          { days: 90, yield: "0.03" },
          { days: 90, yield: "0.04" },
        ],
        liquidSpread: "0",
      }),
    ).toEqual({ ok: false, error: "point 2: days must increase from point to point" });
    expect(parseYieldCurve({ points: [{ days: 0, yield: "0.03" }], liquidSpread: "0" })).toEqual({
      ok: false,
      error: "point 1: days must be a positive whole number",
    });
    expect(parseYieldCurve({ points: [{ days: 9, yield: "-0.03" }], liquidSpread: "0" })).toEqual({
      ok: false,
      error: "point 1: the yield must be a decimal below 1 ('0.045')",
    });
    expect(parseYieldCurve({ points: [{ days: 9, yield: "0.03" }], liquidSpread: "1e-3" })).toEqual({
      ok: false,
      error: "the liquid spread must be a decimal ('0.005')",
    });
  });
});

describe("rate texts", () => {
  it("writes rates with 12 decimals and percentages with 2, rounded down", () => {
    expect(rateText(2_991_887_092n)).toBe("0.002991887092");
    expect(rateText(RATE_ONE + 5n)).toBe("1.000000000005");
    expect(ratePercentText(29_514_561_853n)).toBe("2.95%");
    expect(ratePercentText(0n)).toBe("0.00%");
  });

  it("counts whole days from the start of today (UTC)", () => {
    expect(rateDays(Date.UTC(2027, 0, 1), Date.UTC(2026, 11, 31, 23, 59))).toBe(1);
    expect(rateDays(Date.UTC(2027, 0, 1), Date.UTC(2027, 0, 1))).toBe(0);
  });
});
