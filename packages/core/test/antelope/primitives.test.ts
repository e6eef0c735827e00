import { PublicKey } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { AbiReader } from "../../src/antelope/abiReader";
import { AbiWriter } from "../../src/antelope/abiWriter";
import { formatBlockTimestamp, parseBlockTimestamp } from "../../src/antelope/blockTimestamp";
import { bytesToHex, concatBytes, hexToBytes, isHex } from "../../src/antelope/hex";
import { sha256Hex, sha256OfPair } from "../../src/antelope/sha256";
import { fromHex, nameToU64, nodeSha256, toHex, u64le } from "./independent";

describe("hex", () => {
  it("round-trips bytes and accepts either case", () => {
    expect(bytesToHex(hexToBytes("00ff10Ab"))).toBe("00ff10ab");
    expect(hexToBytes("")).toEqual(new Uint8Array());
    expect(isHex("abcd", 2)).toBe(true);
    expect(isHex("abcd", 3)).toBe(false);
    expect(bytesToHex(concatBytes(hexToBytes("01"), hexToBytes("0203")))).toBe("010203");
  });

  it("rejects odd lengths and non-hex characters", () => {
    expect(() => hexToBytes("abc")).toThrow('invalid hex: "abc"');
    expect(() => hexToBytes("zz")).toThrow("invalid hex");
    expect(isHex("0x00")).toBe(false);
  });
});

describe("sha256", () => {
  it("matches node:crypto on raw bytes and on a digest pair", () => {
    const data = new TextEncoder().encode("ux network");
    expect(sha256Hex(data)).toBe(toHex(nodeSha256(data)));
    const a = "11".repeat(32);
    const b = "22".repeat(32);
    expect(sha256OfPair(a, b)).toBe(toHex(nodeSha256(fromHex(a), fromHex(b))));
  });
});

describe("names in binary form", () => {
  it("are written as the uint64 the reference encoding gives", () => {
    for (const name of ["eosio", "eosio.msig", "lioninjungle", "a", "1", "a.b.c", "zzzzzzzzzzzz"]) {
      expect(toHex(new AbiWriter().name(name).toBytes()), name).toBe(toHex(u64le(nameToU64(name))));
      expect(new AbiReader(new AbiWriter().name(name).toBytes()).name()).toBe(name);
    }
  });

  it("refuse text that Name.from would silently mangle", () => {
    for (const name of ["EOSIO", "eosio.", "abc6", "a b", "eos-io"]) {
      expect(() => new AbiWriter().name(name), name).toThrow("is not a valid Antelope name");
    }
  });
});

describe("block timestamps", () => {
  it("counts half seconds since 2000-01-01T00:00:00 UTC", () => {
    expect(parseBlockTimestamp("2000-01-01T00:00:00.000")).toBe(0);
    expect(parseBlockTimestamp("2000-01-01T00:00:00.500")).toBe(1);
    const expected = (Date.UTC(2022, 6, 15, 23, 37, 12) - Date.UTC(2000, 0, 1)) / 500;
    expect(parseBlockTimestamp("2022-07-15T23:37:12.000")).toBe(expected);
    expect(parseBlockTimestamp("2022-07-15T23:37:12")).toBe(expected);
    expect(parseBlockTimestamp("2022-07-15T23:37:12.5Z")).toBe(expected + 1);
    expect(formatBlockTimestamp(expected + 1)).toBe("2022-07-15T23:37:12.500");
    expect(formatBlockTimestamp(0xffffffff)).toBe("2068-01-19T03:14:07.500");
  });

  it("rejects times off the half second, out of range, malformed or impossible", () => {
    expect(() => parseBlockTimestamp("2022-07-15T23:37:12.250")).toThrow("not on a half second");
    expect(() => parseBlockTimestamp("1999-12-31T23:59:59.500")).toThrow("out of range");
    expect(() => parseBlockTimestamp("2068-01-19T03:14:08.000")).toThrow("out of range");
    for (const text of [
      "2022-02-30T00:00:00",
      "2022-07-15 23:37:12",
      "2022-07-15T24:00:00",
      "yesterday",
      "",
    ]) {
      expect(() => parseBlockTimestamp(text), text).toThrow("invalid block timestamp");
    }
    expect(() => formatBlockTimestamp(-1)).toThrow("invalid block slot");
  });
});

describe("binary writer and reader", () => {
  it("writes little-endian integers, varuint32 and sized bytes", () => {
    const bytes = new AbiWriter()
      .uint8(0xab)
      .uint16(0x1234)
      .uint32(0xdeadbeef)
      .uint64(0x0102030405060708n)
      .varuint32(0)
      .varuint32(127)
      .varuint32(128)
      .varuint32(300)
      .varuint32(0xffffffff)
      .sizedBytes(hexToBytes("cafe"))
      .toBytes();
    expect(bytesToHex(bytes)).toBe(`ab3412efbeadde0807060504030201007f8001ac02ffffffff0f02cafe`);
  });

  it("rejects values that do not fit", () => {
    expect(() => new AbiWriter().uint16(65536)).toThrow("uint16 out of range");
    expect(() => new AbiWriter().uint64(-1n)).toThrow("uint64 out of range");
    expect(() => new AbiWriter().varuint32(2 ** 32)).toThrow("varuint32 out of range");
    expect(() => new AbiWriter().checksum256("00")).toThrow("checksum256 must be 32 bytes");
    expect(() => new AbiWriter().name("Bad")).toThrow("is not a valid Antelope name");
  });

  it("writes names as uint64 and keys as variant index plus 33 bytes, and reads them back", () => {
    const key = "EOS6NxZubhyaDk6E4cioXPPU2YqmpbDcZntNpXeCLvii79meLCmDt";
    const bytes = new AbiWriter().name("atticlabeosb").publicKey(key).uint16(7).toBytes();
    expect(bytes.length).toBe(8 + 1 + 33 + 2);
    expect(bytes[8]).toBe(0);
    expect(bytesToHex(bytes.slice(9, 42))).toBe(bytesToHex(PublicKey.from(key).data.array));
    const reader = new AbiReader(bytes);
    expect(reader.name()).toBe("atticlabeosb");
    expect(reader.publicKey()).toBe(key);
    expect(reader.uint16()).toBe(7);
    expect(reader.isAtEnd()).toBe(true);
    expect(() => reader.uint8()).toThrow("unexpected end of data");
  });
});
