import { describe, expect, it } from "vitest";
import {
  EXPIRY_LIST,
  expiryTimestamp,
  formatExpiry,
  parseExpiryCode,
  quarterlyExpiries,
} from "../../src/expiry/expiryCode";

describe("quarterly expiry list (2020-03 .. 2028-03)", () => {
  it("has every quarter, in order, 33 entries", () => {
    expect(EXPIRY_LIST).toHaveLength(33);
    expect(EXPIRY_LIST[0]?.code).toBe(202003);
    expect(EXPIRY_LIST.at(-1)?.code).toBe(202803);
    expect(EXPIRY_LIST.slice(0, 5).map((entry) => entry.code)).toEqual([
      202003, 202006, 202009, 202012, 202103,
    ]);
    expect(EXPIRY_LIST.every((entry) => [3, 6, 9, 12].includes(entry.month))).toBe(true);
    for (let i = 1; i < EXPIRY_LIST.length; i++) {
      expect((EXPIRY_LIST[i]?.timestamp ?? 0) > (EXPIRY_LIST[i - 1]?.timestamp ?? 0)).toBe(true);
    }
  });

  it("ends each expiry at the first instant of the following month, UTC", () => {
    const entry = EXPIRY_LIST.find((e) => e.code === 202603);
    expect(entry?.timestamp).toBe(Date.parse("2026-04-01T00:00:00Z"));
    expect(entry?.formatted).toBe("MAR26");
    const december = EXPIRY_LIST.find((e) => e.code === 202712);
    expect(december?.timestamp).toBe(Date.parse("2028-01-01T00:00:00Z"));
    expect(december?.formatted).toBe("DEC27");
    expect(EXPIRY_LIST[0]?.timestamp).toBe(Date.parse("2020-04-01T00:00:00Z"));
    expect(EXPIRY_LIST.at(-1)?.timestamp).toBe(1838160000000); // 2028-04-01T00:00:00Z
  });

  it("formats MAR, JUN, SEP, DEC with a 2-digit year", () => {
    const f = (code: number) => {
      const expiry = parseExpiryCode(code);
      return expiry === null ? null : formatExpiry(expiry);
    };
    expect([f(202003), f(202106), f(202209), f(202312), f(200503)]).toEqual([
      "MAR20",
      "JUN21",
      "SEP22",
      "DEC23",
      "MAR05",
    ]);
  });

  it("parses only YYYYMM codes with quarterly months", () => {
    expect(parseExpiryCode("202606")).toEqual({ code: 202606, year: 2026, month: 6 });
    expect(parseExpiryCode(202612)).toEqual({ code: 202612, year: 2026, month: 12 });
    for (const bad of [202601, 202613, 202600, "20263", "2026-03", "abcdef", 2026031, "0999-03", 99903]) {
      expect(parseExpiryCode(bad)).toBeNull();
    }
    const expiry = parseExpiryCode(202609);
    expect(expiry && expiryTimestamp(expiry)).toBe(Date.parse("2026-10-01T00:00:00Z"));
  });

  it("builds other ranges and refuses bad bounds", () => {
    expect(quarterlyExpiries(202612, 202706).map((e) => e.code)).toEqual([202612, 202703, 202706]);
    expect(quarterlyExpiries(202706, 202612)).toEqual([]);
    expect(() => quarterlyExpiries(202601, 202612)).toThrow(RangeError);
  });
});
