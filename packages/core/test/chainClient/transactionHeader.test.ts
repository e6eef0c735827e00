import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chainTimeToMs, chainTimeToSeconds, expirationAfter } from "../../src/chainClient/chainTime";
import { readTransactionHeader } from "../../src/chainClient/readTransactionHeader";
import {
  refBlockPrefix,
  referenceBlockFromTapos,
  referenceBlockNumber,
  transactionHeader,
} from "../../src/chainClient/transactionHeader";

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

describe("TaPoS reference block", () => {
  it("is the newest block at or below head with the transaction's 16 bits", () => {
    expect(referenceBlockFromTapos(997, 1000)).toBe(997);
    expect(referenceBlockFromTapos(70_000 & 0xffff, 70_003)).toBe(70_000);
    expect(referenceBlockFromTapos(0xfffe, 0x10001)).toBe(0xfffe);
    expect(() => referenceBlockFromTapos(0x10000, 5)).toThrow(RangeError);
  });

  it("holds for any head and distance below 65536", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 0, max: 0xffff }), (ref, ahead) => {
        expect(referenceBlockFromTapos(ref & 0xffff, ref + ahead)).toBe(ref);
      }),
      { numRuns: 300 },
    );
  });
});

describe("chain times", () => {
  it("reads nodeos' zoneless UTC text, and zoned text as it says", () => {
    expect(chainTimeToMs("2026-01-01T00:00:00.500")).toBe(Date.UTC(2026, 0, 1) + 500);
    expect(chainTimeToMs("2026-01-01T00:00:00Z")).toBe(Date.UTC(2026, 0, 1));
    expect(chainTimeToMs("2026-01-01T02:00:00+02:00")).toBe(Date.UTC(2026, 0, 1));
    expect(chainTimeToSeconds("2026-01-01T00:00:01.999")).toBe(Date.UTC(2026, 0, 1) / 1000 + 1);
    expect(() => chainTimeToMs("soon")).toThrow(new RangeError("'soon' is not a chain time"));
  });
});

describe("header read from the chain", () => {
  const id = `0001f4a3aaaaaaaa78563412${"0".repeat(40)}`;
  const node = (asked: number[]) => ({
    getInfo: async () => ({
      chain_id: "c".repeat(64),
      head_block_num: 128166,
      head_block_id: "d".repeat(64),
      head_block_time: "2026-03-01T12:00:00.500",
      last_irreversible_block_num: 128100,
    }),
    getBlockInfo: async (blockNum: number) => {
      asked.push(blockNum);
      return { block_num: blockNum, id };
    },
  });

  it("refers to the block 3 behind head and expires 360 s after the head block", async () => {
    const asked: number[] = [];
    expect(await readTransactionHeader(node(asked))).toEqual({
      chainId: "c".repeat(64),
      referenceBlockNum: 128163,
      header: {
        expiration: "2026-03-01T12:06:00",
        ref_block_num: 128163 & 0xffff,
        ref_block_prefix: 0x12345678,
      },
    });
    expect(asked).toEqual([128163]);
  });

  it("takes another distance and expiry when asked", async () => {
    const asked: number[] = [];
    const { header, referenceBlockNum } = await readTransactionHeader(node(asked), {
      blocksBehind: 6,
      expireSeconds: 60,
    });
    expect(referenceBlockNum).toBe(128160);
    expect(header.expiration).toBe("2026-03-01T12:01:00");
    expect(asked).toEqual([128160]);
  });
});
