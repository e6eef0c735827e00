import { describe, expect, it } from "vitest";
import {
  expirationAfter,
  refBlockPrefix,
  referenceBlockNumber,
  transactionHeader,
} from "../../src/shared/chain/transactionHeader";

describe("transaction header", () => {
  it("refers to the block 3 behind head, never before block 1", () => {
    expect(referenceBlockNumber(1000)).toBe(997);
    expect(referenceBlockNumber(3)).toBe(1);
    expect(referenceBlockNumber(1)).toBe(1);
    expect(referenceBlockNumber(1000, 5)).toBe(995);
  });

  it("reads ref_block_prefix from bytes 8..11 of the id, little-endian", () => {
    const id = `000003e5aaaaaaaa01020304${"0".repeat(40)}`;
    expect(refBlockPrefix(id)).toBe(0x04030201);
    expect(refBlockPrefix(`${"0".repeat(16)}ffffffff${"0".repeat(40)}`)).toBe(0xffffffff);
    expect(() => refBlockPrefix("xyz")).toThrow(RangeError);
  });

  it("expires 360 s after the head block time, in whole UTC seconds", () => {
    expect(expirationAfter("2026-03-01T12:00:00.500", 360)).toBe("2026-03-01T12:06:00");
    expect(expirationAfter("2026-12-31T23:59:00.000", 360)).toBe("2027-01-01T00:05:00");
    expect(expirationAfter("2026-03-01T12:00:00Z", 320)).toBe("2026-03-01T12:05:20");
    expect(() => expirationAfter("not a time", 360)).toThrow(RangeError);
  });

  it("builds the TaPoS header from the reference block", () => {
    const id = `0001f4a3aaaaaaaa78563412${"0".repeat(40)}`;
    expect(transactionHeader("2026-03-01T12:00:00.000", { block_num: 128163, id })).toEqual({
      expiration: "2026-03-01T12:06:00",
      ref_block_num: 128163 & 0xffff,
      ref_block_prefix: 0x12345678,
    });
  });
});
