import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPIRY_LIST, parseExpiryCode } from "../../src/expiry/expiryCode";
import {
  decodeInstrumentSymbol,
  encodeInstrumentSymbol,
  looksLikeInstrument,
} from "../../src/expiry/instrumentSymbol";
import { expectRefused } from "../money/refusal";

describe("instrument symbols", () => {
  it("decodes kind, expiry letters (characters 5 to 7), month, year and formatted expiry", () => {
    expect(decodeInstrumentSymbol("UTXUTMG")).toEqual({
      ok: true,
      value: {
        base: "UTX",
        kind: "utility",
        expiryLetters: "TMG",
        month: 3,
        yearDigit: 6,
        year: 2026,
        expiry: 202603,
        timestamp: Date.parse("2026-04-01T00:00:00Z"),
        formatted: "MAR26",
      },
    });
    const capital = decodeInstrumentSymbol("UTXCTDF");
    expect(capital.ok && [capital.value.kind, capital.value.expiry, capital.value.formatted]).toEqual([
      "capital",
      202512,
      "DEC25",
    ]);
    const june = decodeInstrumentSymbol("UTXUTJA");
    expect(june.ok && june.value.formatted).toBe("JUN20");
    const september = decodeInstrumentSymbol("UTXUTSJ");
    expect(september.ok && september.value.formatted).toBe("SEP29");
  });

  it.each([
    ["utxutmg", "format"],
    ["", "format"],
    ["UTXUTMGA", "format"],
    ["UTX", "not-instrument"],
    ["EOS", "not-instrument"],
    ["UTXU", "length"],
    ["UTXUTM", "length"],
    ["UTXRAM", "length"],
    ["UTXXTMG", "kind"],
    ["UTXUAMG", "series"],
    ["UTXUTAG", "month"],
    ["UTXUTMK", "year"],
    ["UTXUTMZ", "year"],
  ])("refuses %j (%s) with a reason", (symbol, code) => {
    expect(expectRefused(decodeInstrumentSymbol(symbol), code)).toContain(symbol === "" ? "''" : symbol);
  });

  it("treats symbols longer than 3 characters as instruments", () => {
    expect(looksLikeInstrument("UTX")).toBe(false);
    expect(looksLikeInstrument("UTXU")).toBe(true);
  });

  it("round-trips encode/decode for every listed expiry and both kinds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPIRY_LIST),
        fc.constantFrom("utility" as const, "capital" as const),
        fc.stringMatching(/^[A-Z]{3}$/),
        (expiry, kind, base) => {
          const symbol = encodeInstrumentSymbol(base, kind, expiry);
          const decoded = decodeInstrumentSymbol(symbol);
          expect(decoded.ok).toBe(true);
          if (decoded.ok) {
            expect([decoded.value.base, decoded.value.kind, decoded.value.expiry]).toEqual([
              base,
              kind,
              expiry.code,
            ]);
            expect(decoded.value.timestamp).toBe(expiry.timestamp);
            expect(decoded.value.formatted).toBe(expiry.formatted);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("encode refuses bad bases and years outside 2020-2029", () => {
    const expiry = parseExpiryCode(203003);
    if (expiry === null) throw new Error("unreachable");
    expect(() => encodeInstrumentSymbol("UTX", "utility", expiry)).toThrow(RangeError);
    expect(() => encodeInstrumentSymbol("UT", "utility", { code: 202603, year: 2026, month: 3 })).toThrow(
      RangeError,
    );
  });
});
