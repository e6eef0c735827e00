import { describe, expect, it } from "vitest";
import { formatSymbol, isValidSymbolCode, makeSymbol, parseSymbol, sameSymbol } from "../../src/money/symbol";
import { expectRefused } from "./refusal";

describe("token symbol", () => {
  it("parses and formats 'precision,CODE'", () => {
    const result = parseSymbol("4,UTX");
    expect(result).toEqual({ ok: true, value: { code: "UTX", precision: 4 } });
    expect(formatSymbol({ code: "UTX", precision: 4 })).toBe("4,UTX");
    expect(parseSymbol("18,ETH")).toEqual({ ok: true, value: { code: "ETH", precision: 18 } });
    expect(parseSymbol("0,ABCDEFG")).toEqual({ ok: true, value: { code: "ABCDEFG", precision: 0 } });
  });

  it.each([
    ["19,UTX", "precision"],
    ["4,utx", "format"],
    ["4,ABCDEFGH", "format"],
    ["4, UTX", "format"],
    ["04,UTX", "format"],
    ["-1,UTX", "format"],
    ["4,", "format"],
    ["UTX", "format"],
    ["4,UT1", "format"],
    ["", "format"],
  ])("refuses %j (%s)", (text, code) => {
    expectRefused(parseSymbol(text), code);
  });

  it("validates codes and precisions in makeSymbol", () => {
    expect(isValidSymbolCode("UTXRAM")).toBe(true);
    expect(isValidSymbolCode("")).toBe(false);
    expect(() => makeSymbol(19, "UTX")).toThrow(RangeError);
    expect(() => makeSymbol(4, "utx")).toThrow(RangeError);
    expect(() => makeSymbol(1.5, "UTX")).toThrow(RangeError);
    expect(makeSymbol(8, "WAX")).toEqual({ code: "WAX", precision: 8 });
  });

  it("compares code and precision", () => {
    expect(sameSymbol(makeSymbol(4, "UTX"), makeSymbol(4, "UTX"))).toBe(true);
    expect(sameSymbol(makeSymbol(4, "UTX"), makeSymbol(8, "UTX"))).toBe(false);
    expect(sameSymbol(makeSymbol(4, "UTX"), makeSymbol(4, "EOS"))).toBe(false);
  });
});
