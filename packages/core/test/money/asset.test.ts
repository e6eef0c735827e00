import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Asset,
  formatAsset,
  MAX_ASSET_AMOUNT,
  makeAsset,
  parseAsset,
  parseAssetOrThrow,
} from "../../src/money/asset";
import { expectRefused } from "./refusal";

const UTX = { code: "UTX", precision: 4 };

const assetArbitrary: fc.Arbitrary<Asset> = fc.record({
  amount: fc.bigInt({ min: -MAX_ASSET_AMOUNT, max: MAX_ASSET_AMOUNT }),
  symbol: fc.record({
    code: fc.stringMatching(/^[A-Z]{1,7}$/),
    precision: fc.integer({ min: 0, max: 18 }),
  }),
});

describe("parseAsset / formatAsset", () => {
  it("reads the Antelope text form: decimals written define the precision", () => {
    expect(parseAsset("1.2345 UTX")).toEqual({ ok: true, value: { amount: 12345n, symbol: UTX } });
    expect(parseAsset("0.00000001 WAX")).toEqual({
      ok: true,
      value: { amount: 1n, symbol: { code: "WAX", precision: 8 } },
    });
    expect(parseAsset("5 RAW")).toEqual({
      ok: true,
      value: { amount: 5n, symbol: { code: "RAW", precision: 0 } },
    });
    expect(parseAsset("-1.0000 UTX")).toEqual({ ok: true, value: { amount: -10000n, symbol: UTX } });
    expect(parseAsset("461168601842738.7903 UTX")).toEqual({
      ok: true,
      value: { amount: MAX_ASSET_AMOUNT, symbol: UTX },
    });
  });

  it("writes every decimal of the precision", () => {
    expect(formatAsset({ amount: 0n, symbol: UTX })).toBe("0.0000 UTX");
    expect(formatAsset({ amount: -10000n, symbol: UTX })).toBe("-1.0000 UTX");
    expect(formatAsset({ amount: -1n, symbol: UTX })).toBe("-0.0001 UTX");
    expect(formatAsset({ amount: 12345n, symbol: UTX })).toBe("1.2345 UTX");
    expect(formatAsset({ amount: 1_000_000n, symbol: UTX })).toBe("100.0000 UTX");
    expect(formatAsset({ amount: 7n, symbol: { code: "RAW", precision: 0 } })).toBe("7 RAW");
    expect(formatAsset({ amount: 1n, symbol: { code: "ETH", precision: 18 } })).toBe(
      "0.000000000000000001 ETH",
    );
  });

  it.each([
    ["", "format"],
    ["1.2345", "format"],
    ["1.2345 utx", "format"],
    ["1.2345  UTX", "format"],
    [" 1.2345 UTX", "format"],
    ["1.2345 UTX ", "format"],
    ["1,2345 UTX", "format"],
    ["+1.2345 UTX", "format"],
    ["1. UTX", "format"],
    [".5 UTX", "format"],
    ["01.0000 UTX", "format"],
    ["1e4 UTX", "format"],
    ["1.0000 ABCDEFGH", "format"],
    ["1.0000\tUTX", "format"],
    ["１.0000 UTX", "format"],
    ["1.0000000000000000000 UTX", "precision"],
    ["461168601842738.7904 UTX", "range"],
    ["-461168601842738.7904 UTX", "range"],
    ["-0.0000 UTX", "negative-zero"],
  ])("refuses %j (%s)", (text, code) => {
    expect(expectRefused(parseAsset(text), code).length).toBeGreaterThan(0);
  });

  it("parseAssetOrThrow throws on bad chain data, makeAsset on out-of-range amounts", () => {
    expect(parseAssetOrThrow("2.5000 EOS").amount).toBe(25000n);
    expect(() => parseAssetOrThrow("2.5 EOS X")).toThrow(RangeError);
    expect(() => makeAsset(MAX_ASSET_AMOUNT + 1n, UTX)).toThrow(RangeError);
    expect(makeAsset(-MAX_ASSET_AMOUNT, UTX).amount).toBe(-MAX_ASSET_AMOUNT);
  });

  it("round-trips: parseAsset(formatAsset(x)) = x", () => {
    fc.assert(
      fc.property(assetArbitrary, (asset) => {
        expect(parseAsset(formatAsset(asset))).toEqual({ ok: true, value: asset });
      }),
      { numRuns: 1000 },
    );
  });
});
