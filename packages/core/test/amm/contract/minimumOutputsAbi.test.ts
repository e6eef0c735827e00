import { ABI, Serializer } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { placeorderDataSchema, ufxhopDataSchema } from "../../../src/amm/contract/actions";
import { AMM_ABI } from "../../../src/amm/contract/ammAbi";
import { placeorderData, ufxhopData } from "../../../src/amm/contract/orderConversion";
import { abiStruct } from "../../../src/contracts/abiType";
import { assetTextSchema, binaryExtension, nameSchema } from "../../../src/contracts/chainJson";
import { PLACEORDER_REQUEST, SAMPLE_TOKENS } from "./samples";

/*
 * Protected trades on the wire: placeorder's `min_outputs: order_minimums$` and ufxhop's `min_output: asset$`
 * are ABI binary extensions, so data without them packs to exactly the bytes of the spec's actions (old
 * clients keep working) and data with them appends the minimums.
 */

const abi = ABI.from(AMM_ABI);

/** The ABI as it was before the extensions: the same structs without their last `$` field. */
const oldAbi = ABI.from({
  ...AMM_ABI,
  structs: AMM_ABI.structs.map((struct) =>
    struct.name === "placeorder" || struct.name === "ufxhop"
      ? { ...struct, fields: struct.fields.filter((field) => !String(field.type).endsWith("$")) }
      : struct,
  ),
});

const pack = (type: string, object: unknown, withAbi = abi) =>
  Serializer.encode({ object, abi: withAbi, type }).hexString;
const unpack = (type: string, hex: string) =>
  JSON.parse(JSON.stringify(Serializer.decode({ data: hex, abi, type })));

const { EOS, WAX } = SAMPLE_TOKENS;

const order = (minOutputs?: readonly bigint[]) => placeorderData({ ...PLACEORDER_REQUEST, minOutputs });
const hop = (minOutput?: bigint) =>
  ufxhopData({ owner: "bob", input: EOS, amount: 5_0000n, output: WAX, minOutput });

describe("binaryExtension", () => {
  it("tags T$ and reads a missing or null field as null, a present one through its schema", () => {
    const schema = z.object({ owner: nameSchema, min: binaryExtension(assetTextSchema) });
    expect(abiStruct("s", schema).fields).toEqual([
      { name: "owner", type: "name" },
      { name: "min", type: "asset$" },
    ]);
    expect(schema.parse({ owner: "bob" })).toEqual({ owner: "bob", min: null });
    expect(schema.parse({ owner: "bob", min: null })).toEqual({ owner: "bob", min: null });
    expect(schema.parse({ owner: "bob", min: "1.0000 UTX" })).toEqual({ owner: "bob", min: "1.0000 UTX" });
    expect(schema.safeParse({ owner: "bob", min: "1.0000 utx" }).success).toBe(false);
    expect(schema.safeParse({ owner: "bob", min: 1 }).success).toBe(false);
  });

  it("declares the extensions last, after the spec's fields", () => {
    const struct = (name: string) => AMM_ABI.structs.find((s) => s.name === name);
    expect(struct("order_minimums")?.fields).toEqual([{ name: "quantities", type: "asset[]" }]);
    expect(struct("placeorder")?.fields.map((f) => `${f.name}:${f.type}`)).toEqual([
      "contract:name",
      "outputs:order_output[]",
      "owner:name",
      "pool_id:uint64",
      "quantity:asset",
      "min_outputs:order_minimums$",
    ]);
    expect(struct("ufxhop")?.fields.map((f) => `${f.name}:${f.type}`)).toEqual([
      "contract:name",
      "quantity:asset",
      "output:extended_symbol",
      "owner:name",
      "min_output:asset$",
    ]);
    expect(struct("order")?.fields.at(-1)).toEqual({ name: "min_outputs", type: "order_minimums$" });
  });
});

describe("placeorder and ufxhop through WharfKit with the derived ABI", () => {
  it("packs placeorder without minimums to exactly the old bytes, and reads them back as null", () => {
    const data = order();
    const hex = pack("placeorder", data);
    expect(hex).toBe(pack("placeorder", data, oldAbi));
    // A client that sends null instead of leaving the field out packs the same bytes.
    expect(pack("placeorder", { ...data, min_outputs: null })).toBe(hex);
    expect(placeorderDataSchema.parse(unpack("placeorder", hex))).toEqual({ ...data, min_outputs: null });
  });

  it("appends placeorder's minimums after the old bytes and reads them back", () => {
    const data = order([199_5000n, 12_345_678n]);
    expect(data.min_outputs).toEqual({ quantities: ["199.5000 UTX", "12.345678 USDT"] });
    const hex = pack("placeorder", data);
    const old = pack("placeorder", order(), oldAbi);
    expect(hex.startsWith(old)).toBe(true);
    // varuint32 count 2, then two assets of 16 bytes each.
    expect(hex.length - old.length).toBe(2 * (1 + 2 * 16));
    expect(placeorderDataSchema.parse(unpack("placeorder", hex))).toEqual(data);
  });

  it("packs ufxhop without a minimum to exactly the old bytes, and with one appends it", () => {
    const plain = hop();
    expect(plain).toEqual({
      contract: "ibc.wt.eos",
      quantity: "5.0000 EOS",
      output: { sym: "8,WAX", contract: "ibc.wt.wax" },
      owner: "bob",
    });
    const hex = pack("ufxhop", plain);
    expect(hex).toBe(pack("ufxhop", plain, oldAbi));
    expect(ufxhopDataSchema.parse(unpack("ufxhop", hex))).toEqual({ ...plain, min_output: null });

    const protectedHop = hop(1_50000000n);
    expect(protectedHop.min_output).toBe("1.50000000 WAX");
    const packed = pack("ufxhop", protectedHop);
    expect(packed.startsWith(hex)).toBe(true);
    expect(packed.length - hex.length).toBe(2 * 16);
    expect(ufxhopDataSchema.parse(unpack("ufxhop", packed))).toEqual(protectedHop);
  });

  it("reads old bytes (an old client's action) with the new ABI", () => {
    const old = pack("placeorder", order(), oldAbi);
    expect(unpack("placeorder", old).min_outputs).toBeNull();
    const oldHop = pack("ufxhop", hop(), oldAbi);
    expect(unpack("ufxhop", oldHop).min_output).toBeNull();
  });
});
