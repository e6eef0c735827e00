/*
 * Which ABI type a JSON schema reads, so that a contract's ABI structs are derived from the schemas the
 * code parses with (one declaration per field, ABI order = schema key order) instead of kept in step by
 * hand. Building blocks are tagged where they are defined (chainJson.ts); arrays and objects are found by
 * their zod definition.
 */

const abiTypes = new WeakMap<object, string>();

/** Tags a schema with the ABI type it reads ('name', 'asset', 'extended_symbol', 'uint64?', ...). */
export function abiTyped<T extends object>(schema: T, abiType: string): T {
  abiTypes.set(schema, abiType);
  return schema;
}

interface ZodInternals {
  _zod: { def: { type: string; element?: object; shape?: Record<string, object> } };
}

/** The ABI type of a field schema; throws for a schema no ABI type was given to. */
export function abiTypeOf(schema: object): string {
  const tagged = abiTypes.get(schema);
  if (tagged !== undefined) return tagged;
  const { def } = (schema as ZodInternals)._zod;
  if (def.type === "array" && def.element !== undefined) return `${abiTypeOf(def.element)}[]`;
  throw new Error(`a field schema of type '${def.type}' has no ABI type: tag it with abiTyped()`);
}

export interface AbiStruct {
  name: string;
  base: string;
  fields: { name: string; type: string }[];
}

/** The ABI struct `name` with the fields of an object schema, in its key order (the binary order). */
export function abiStruct(name: string, schema: object): AbiStruct {
  const { shape } = (schema as ZodInternals)._zod.def;
  if (shape === undefined) throw new Error(`${name}: an ABI struct is derived from an object schema`);
  return {
    name,
    base: "",
    fields: Object.entries(shape).map(([field, fieldSchema]) => {
      try {
        return { name: field, type: abiTypeOf(fieldSchema) };
      } catch (error) {
        throw new Error(`${name}.${field}: ${(error as Error).message}`);
      }
    }),
  };
}
