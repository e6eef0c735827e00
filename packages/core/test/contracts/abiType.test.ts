import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { abiStruct, abiTyped, abiTypeOf } from "../../src/contracts/abiType";
import {
  assetTextSchema,
  extSymbolSchema,
  nameSchema,
  optionalField,
  smallIdSchema,
  stringEnum,
  stringSchema,
  uint64Schema,
} from "../../src/contracts/chainJson";

describe("ABI structs derived from JSON schemas", () => {
  it("names each field's ABI type in the schema's key order, arrays and optionals included", () => {
    const leg = abiTyped(z.object({ amount: assetTextSchema }), "leg");
    expect(
      abiStruct(
        "trade",
        z.object({
          owner: nameSchema,
          id: uint64Schema,
          pool_id: smallIdSchema,
          legs: z.array(leg),
          hop: optionalField(extSymbolSchema),
          ids: z.array(uint64Schema),
          memo: stringSchema,
          status: stringEnum(["open", "done"]),
        }),
      ),
    ).toEqual({
      name: "trade",
      base: "",
      fields: [
        { name: "owner", type: "name" },
        { name: "id", type: "uint64" },
        { name: "pool_id", type: "uint64" },
        { name: "legs", type: "leg[]" },
        { name: "hop", type: "extended_symbol?" },
        { name: "ids", type: "uint64[]" },
        { name: "memo", type: "string" },
        { name: "status", type: "string" },
      ],
    });
  });

  it("refuses a field whose schema has no ABI type, naming the struct and field", () => {
    expect(() => abiStruct("bad", z.object({ owner: nameSchema, note: z.string() }))).toThrow(
      "bad.note: a field schema of type 'string' has no ABI type: tag it with abiTyped()",
    );
    expect(() => abiTypeOf(z.number())).toThrow("a field schema of type 'number' has no ABI type");
    expect(() => abiStruct("flat", nameSchema)).toThrow(
      "flat: an ABI struct is derived from an object schema",
    );
  });
});
