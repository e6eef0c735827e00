import { ABI, Asset, Name, Serializer, UInt64 } from "@wharfkit/antelope";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contractRegistry } from "../../src/contracts";
import { AbiCodec } from "../../src/engine/execution/abiCodec";
import { fastTypeCodec } from "../../src/engine/execution/fastAbiCodec";

// The fast codec must agree with WharfKit byte for byte and value for value, or step aside (undefined).

const abi = ABI.from({
  version: "eosio::abi/1.1",
  types: [{ new_type_name: "amount", type: "int64" }],
  structs: [
    { name: "base", base: "", fields: [{ name: "owner", type: "name" }] },
    {
      name: "row",
      base: "base",
      fields: [
        { name: "flag", type: "bool" },
        { name: "i8", type: "int8" },
        { name: "u8", type: "uint8" },
        { name: "i16", type: "int16" },
        { name: "u16", type: "uint16" },
        { name: "i32", type: "int32" },
        { name: "u32", type: "uint32" },
        { name: "i64", type: "amount" },
        { name: "u64", type: "uint64" },
        { name: "v32", type: "varuint32" },
        { name: "text", type: "string" },
        { name: "quantity", type: "asset" },
        { name: "sym", type: "symbol" },
        { name: "code", type: "symbol_code" },
        { name: "digest", type: "checksum256" },
        { name: "blob", type: "bytes" },
        { name: "names", type: "name[]" },
        { name: "maybe", type: "asset?" },
      ],
    },
    { name: "extended", base: "", fields: [{ name: "later", type: "uint8$" }] },
    { name: "timed", base: "", fields: [{ name: "at", type: "time_point_sec" }] },
  ],
  actions: [],
  tables: [],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
});

const INT64_MAX = 2n ** 63n - 1n;
const symbolCode = fc.stringMatching(/^[A-Z]{1,7}$/);
const nameText = fc
  .bigInt({ min: 0n, max: 2n ** 64n - 1n })
  .map((value) => Name.from(UInt64.from(value)).toString());
const assetText = fc
  .record({
    amount: fc.bigInt({ min: -INT64_MAX - 1n, max: INT64_MAX }),
    precision: fc.integer({ min: 0, max: 18 }),
    code: symbolCode,
  })
  .map(({ amount, precision, code }) => Asset.fromUnits(amount, `${precision},${code}`).toString());

const row = fc.record({
  owner: nameText,
  flag: fc.boolean(),
  i8: fc.integer({ min: -128, max: 127 }),
  u8: fc.integer({ min: 0, max: 255 }),
  i16: fc.integer({ min: -32768, max: 32767 }),
  u16: fc.integer({ min: 0, max: 65535 }),
  i32: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  u32: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  i64: fc.oneof(
    fc.bigInt({ min: -INT64_MAX - 1n, max: INT64_MAX }),
    fc.bigInt({ min: -INT64_MAX - 1n, max: INT64_MAX }).map(String),
    fc.integer(),
  ),
  u64: fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String), fc.nat()),
  v32: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  text: fc.string({ unit: "grapheme" }),
  quantity: assetText,
  sym: fc.tuple(fc.integer({ min: 0, max: 18 }), symbolCode).map(([p, code]) => `${p},${code}`),
  code: symbolCode,
  digest: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString("hex")),
  blob: fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString("hex")),
  names: fc.array(nameText, { maxLength: 4 }),
  maybe: fc.option(assetText),
});

const wharfEncode = (value: unknown, type = "row") =>
  Buffer.from(Serializer.encode({ object: value, abi, type }).array).toString("hex");
const wharfDecode = (data: Uint8Array, type = "row") =>
  Serializer.objectify(Serializer.decode({ data, abi, type, strictExtensions: false }));

describe("fast ABI codec", () => {
  const fast = fastTypeCodec(abi, "row");

  it("compiles structs with bases, aliases, arrays and optionals; leaves extensions and times to WharfKit", () => {
    expect(fast).toBeDefined();
    expect(fastTypeCodec(abi, "extended")).toBeUndefined();
    expect(fastTypeCodec(abi, "timed")).toBeUndefined();
    expect(fastTypeCodec(abi, "no_such_type")).toBeUndefined();
  });

  it("encodes and decodes random rows exactly as WharfKit does", () => {
    fc.assert(
      fc.property(row, (value) => {
        const packed = fast?.encode(value);
        expect(packed && Buffer.from(packed).toString("hex")).toBe(wharfEncode(value));
        expect(fast?.decode(packed as Uint8Array)).toEqual(wharfDecode(packed as Uint8Array));
      }),
      { numRuns: 300 },
    );
  });

  it("decodes random bytes as WharfKit does, or steps aside", () => {
    let decoded = 0;
    const names = fastTypeCodec(abi, "base[]");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.uint8Array({ maxLength: 30 }), (count, rest) => {
        // Mostly the right length for the count, sometimes not.
        const body = rest.length >= count * 8 && rest[0] !== 0 ? rest.subarray(0, count * 8) : rest;
        const bytes = Uint8Array.from([count, ...body]);
        const mine = names?.decode(bytes);
        if (mine === undefined) return;
        decoded++;
        expect(mine).toEqual(wharfDecode(bytes, "base[]"));
      }),
      { numRuns: 300 },
    );
    // Asset bytes: any amount, precisions around the limit, codes mixing letters, zeros and other bytes.
    const letters = fc.array(fc.integer({ min: 0x41, max: 0x5a }), { maxLength: 7 });
    const oddByte = fc.constantFrom(0x41, 0x5a, 0x61, 0x2e, 0x40, 0x5b, 0xff);
    const code = fc.oneof(
      letters.map((chars) => [...chars, 0, 0, 0, 0, 0, 0, 0].slice(0, 7)),
      fc.tuple(letters, fc.integer({ min: 0, max: 6 }), oddByte).map(([chars, at, odd]) => {
        const bytes = [...chars, 0, 0, 0, 0, 0, 0, 0].slice(0, 7);
        bytes[at] = odd;
        return bytes;
      }),
    );
    const assets = fastTypeCodec(abi, "asset");
    fc.assert(
      fc.property(
        fc.bigInt({ min: -INT64_MAX - 1n, max: INT64_MAX }),
        fc.integer({ min: 0, max: 20 }),
        code,
        (amount, precision, codeBytes) => {
          const bytes = Buffer.alloc(16);
          bytes.writeBigInt64LE(amount, 0);
          bytes[8] = precision;
          bytes.set(codeBytes, 9);
          const mine = assets?.decode(bytes);
          if (mine === undefined) return;
          decoded++;
          expect(mine).toBe(wharfDecode(bytes, "asset"));
        },
      ),
      { numRuns: 400 },
    );
    expect(decoded).toBeGreaterThan(100);
  });

  it("agrees with WharfKit on edge texts: leading zeros, negative zero, the int64 limits", () => {
    const cases: [string, unknown][] = [
      ["asset", "007.5 A"],
      ["asset", "-0.0000 UTX"],
      ["asset", "1.000000000000000000 A"],
      ["asset", "9223372036854775807 A"],
      ["asset", "-922337203685477.5808 ABCDEFG"],
      ["symbol", "04,UTX"],
      ["uint64", "007"],
      ["int64", "-0"],
      ["uint64", "18446744073709551615"],
      ["int64", "-9223372036854775808"],
      ["checksum256", "AB".repeat(32)],
      ["name", "zzzzzzzzzzzzj"],
      ["varuint32", 4294967295],
    ];
    for (const [type, value] of cases) {
      const packed = fastTypeCodec(abi, type)?.encode(value);
      expect(packed && Buffer.from(packed).toString("hex"), `${type} ${value}`).toBe(
        wharfEncode(value, type),
      );
      expect(fastTypeCodec(abi, type)?.decode(packed as Uint8Array)).toEqual(
        wharfDecode(packed as Uint8Array, type),
      );
    }
  });

  it("steps aside for inputs WharfKit reads its own way, and for truncated or trailing bytes", () => {
    const assets = fastTypeCodec(abi, "asset");
    for (const quirky of ["1. UTX", ".5 UTX", "+1.0000 UTX", "1e3 UTX", "1.0000 utx", " 1 A", "1 ABCDEFGH"])
      expect(assets?.encode(quirky)).toBeUndefined();
    expect(assets?.encode("9223372036854775808 A")).toBeUndefined(); // int64 overflow: WharfKit's error
    expect(assets?.encode(Asset.from("1.0000 UTX"))).toBeUndefined(); // instances go to WharfKit
    const names = fastTypeCodec(abi, "name");
    for (const name of ["Alice", "alice.", "a.b.", "abcdefghijklmn"])
      expect(names?.encode(name)).toBeUndefined();
    expect(fastTypeCodec(abi, "uint8")?.encode(256)).toBeUndefined();
    expect(fastTypeCodec(abi, "bool")?.encode(1)).toBeUndefined();
    expect(fast?.encode({ owner: "alice" })).toBeUndefined(); // missing fields: WharfKit words the error
    const packed = fastTypeCodec(abi, "base")?.encode({ owner: "alice", extra: 1 }) as Uint8Array;
    expect(Buffer.from(packed).toString("hex")).toBe(wharfEncode({ owner: "alice" }, "base"));
    expect(fastTypeCodec(abi, "base")?.decode(packed.subarray(0, 7))).toBeUndefined();
    expect(fastTypeCodec(abi, "base")?.decode(Uint8Array.from([...packed, 0]))).toBeUndefined();
    expect(fastTypeCodec(abi, "asset?")?.decode(Uint8Array.of(2))).toBeUndefined();
  });

  it("keeps AbiCodec's results and errors: fast where it can, WharfKit's words where it cannot", () => {
    const codec = new AbiCodec(abi);
    expect(Buffer.from(codec.encode("asset", "1.0000 UTX")).toString("hex")).toBe(
      wharfEncode("1.0000 UTX", "asset"),
    );
    expect(codec.decode("asset", Buffer.from(wharfEncode(".5 UTX", "asset"), "hex"))).toBe("0.5 UTX");
    expect(() => codec.encode("asset", "1.0000  UTX")).toThrow("Unable to pack asset: Encoding error");
    expect(() => codec.decode("base", Uint8Array.of(1, 2))).toThrow("Unable to unpack base: Decoding error");
  });

  it("covers the token contract's transfer, balances and stats, byte for byte as WharfKit", () => {
    const token = contractRegistry.get("eosio.token");
    const tokenAbi = ABI.from(token?.abi as ABI);
    const samples: Record<string, unknown> = {
      transfer: { from: "alice", to: "bob", quantity: "1.2345 UTX", memo: "rent" },
      account: { balance: "10000.0000 UTX" },
      currency_stats: { supply: "0.0000 UTX", max_supply: "10000000000.0000 UTX", issuer: "eosio" },
    };
    for (const [type, value] of Object.entries(samples)) {
      const codec = fastTypeCodec(tokenAbi, type);
      const packed = Serializer.encode({ object: value, abi: tokenAbi, type }).array;
      expect(Buffer.from(codec?.encode(value) ?? []).toString("hex"), type).toBe(
        Buffer.from(packed).toString("hex"),
      );
      expect(codec?.decode(packed), type).toEqual(value);
    }
  });
});
