import { describe, expect, it } from "vitest";
import {
  defaultExpiry,
  expiryForYear,
  expiryYears,
  resolveExpiry,
} from "../../../src/features/stake/stakeExpiryChoice";
import { RATES } from "./fixtures";

describe("default expiry (spec 2 §4): the latest year's middle expiry rate", () => {
  it("takes SEP of the latest full year", () => {
    expect(expiryYears(RATES).at(-1)).toBe(2030);
    expect(defaultExpiry(RATES)).toBe(203009);
  });

  it("takes the middle of a partial latest year (index floor(n / 2))", () => {
    const partial = RATES.filter((rate) => rate.expiry <= 203006);
    expect(defaultExpiry(partial)).toBe(203006);
    const one = RATES.filter((rate) => rate.expiry <= 203003);
    expect(defaultExpiry(one)).toBe(203003);
  });

  it("is null without rates and keeps a published choice", () => {
    expect(defaultExpiry([])).toBeNull();
    expect(resolveExpiry(RATES, 202712)).toBe(202712);
    expect(resolveExpiry(RATES, 202701)).toBe(203009);
  });

  it("keeps the month when the year changes", () => {
    expect(expiryForYear(RATES, 2027, 203003)).toBe(202703);
  });
});
