import { describe, expect, it } from "vitest";
import {
  assetTextSchema,
  boolSchema,
  checksum256Schema,
  extSymbolSchema,
  nameSchema,
  optionalField,
  smallIdSchema,
  symbolTextSchema,
  timePointSecToUnix,
  uint64Schema,
  unixToTimePointSec,
} from "../../src/contracts/chainJson";

describe("nodeos JSON building blocks", () => {
  it("reads uint64 as JSON number or text into canonical text, refusing anything else", () => {
    expect(uint64Schema.parse(7)).toBe("7");
    expect(uint64Schema.parse("18446744073709551615")).toBe("18446744073709551615");
    expect(uint64Schema.parse("007")).toBe("7");
    expect(uint64Schema.safeParse("18446744073709551616").success).toBe(false);
    expect(uint64Schema.safeParse(-1).success).toBe(false);
    expect(uint64Schema.safeParse(1.5).success).toBe(false);
    expect(uint64Schema.safeParse("1e3").success).toBe(false);
    expect(uint64Schema.safeParse("").success).toBe(false);
  });

  it("reads pool ids as safe integers only", () => {
    expect(smallIdSchema.parse("12")).toBe(12);
    expect(smallIdSchema.parse(0)).toBe(0);
    expect(smallIdSchema.safeParse("9007199254740993").success).toBe(false);
  });

  it("accepts canonical names only (never a mangled one)", () => {
    for (const ok of ["alice", "amm.ux", "eosio.token", "a"])
      expect(nameSchema.safeParse(ok).success).toBe(true);
    for (const bad of ["Alice", "abc.", "toolongname1234", "a b", "", "ali6e"]) {
      expect(nameSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("accepts exact asset and symbol texts", () => {
    expect(assetTextSchema.safeParse("1.0000 UTX").success).toBe(true);
    expect(assetTextSchema.safeParse("1.0000UTX").success).toBe(false);
    expect(assetTextSchema.safeParse("01.0000 UTX").success).toBe(false);
    expect(assetTextSchema.safeParse("1.0000 utx").success).toBe(false);
    expect(symbolTextSchema.safeParse("4,UTX").success).toBe(true);
    expect(symbolTextSchema.safeParse("19,UTX").success).toBe(false);
    expect(symbolTextSchema.safeParse("UTX").success).toBe(false);
    expect(extSymbolSchema.safeParse({ sym: "4,UTX", contract: "Eosio" }).success).toBe(false);
  });

  it("reads bools as true/false or 1/0, optionals as null when absent", () => {
    expect(boolSchema.parse(true)).toBe(true);
    expect(boolSchema.parse(0)).toBe(false);
    expect(boolSchema.parse(1)).toBe(true);
    expect(boolSchema.safeParse(2).success).toBe(false);
    expect(boolSchema.safeParse("true").success).toBe(false);
    const optional = optionalField(nameSchema);
    expect(optional.parse(undefined)).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse("bob")).toBe("bob");
    expect(optional.safeParse("Bob").success).toBe(false);
  });

  it("keeps transaction ids lower case and converts time_point_sec both ways (UTC)", () => {
    expect(checksum256Schema.parse("AB".repeat(32))).toBe("ab".repeat(32));
    expect(checksum256Schema.safeParse("ab".repeat(31)).success).toBe(false);
    expect(timePointSecToUnix("1970-01-02T00:00:00")).toBe(86_400);
    expect(timePointSecToUnix("2026-01-02T03:04:05.500")).toBe(1_767_323_045);
    expect(unixToTimePointSec(1_767_323_045)).toBe("2026-01-02T03:04:05");
  });
});
