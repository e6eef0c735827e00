import type { ABI } from "@wharfkit/antelope";
import { BUILTINS } from "./fastCodec/builtinCodecs";
import { ByteReader, ByteWriter, type Codec } from "./fastCodec/byteStreams";
import { arrayOf, optionalOf, type StructField, structOf } from "./fastCodec/compositeCodecs";

/**
 * A compiled encoder/decoder for the plain ABI types contracts use on every action and row: structs (with
 * bases), aliases, T[] and T?, of bool, (u)int8-64, varuint32, name, string, symbol, symbol_code, asset,
 * checksum160/256/512 and bytes. It exists for speed: WharfKit builds objects for every value and is most
 * of a transfer's execution time. It never decides anything WharfKit would decide differently: any value
 * or byte it is not sure about (a non-canonical name or asset text, a class instance, an unknown type,
 * trailing bytes, a malformed length) makes it give up, and the caller runs WharfKit for the exact result
 * or error. The engine's tests compare both on random values and bytes.
 */
export interface FastTypeCodec {
  /** The packed value, or undefined when WharfKit must encode it. */
  encode(value: unknown): Uint8Array | undefined;
  /** The value as Serializer.objectify gives it, or undefined when WharfKit must decode it. */
  decode(data: Uint8Array): unknown;
}

/** Compiles the types of one ABI, each once; null marks a type WharfKit must handle. */
class Compiler {
  private readonly compiled = new Map<string, Codec | null>();
  private readonly aliases = new Map<string, string>();
  private readonly structs = new Map<string, ABI["structs"][number]>();
  private readonly variants = new Set<string>();

  constructor(abi: ABI) {
    for (const alias of abi.types) this.aliases.set(String(alias.new_type_name), String(alias.type));
    for (const struct of abi.structs) this.structs.set(String(struct.name), struct);
    for (const variant of abi.variants) this.variants.add(String(variant.name));
  }

  codec(type: string, depth = 0): Codec | null {
    if (depth > 32) return null;
    const known = this.compiled.get(type);
    if (known !== undefined) return known;
    // A recursive type stays with WharfKit (the placeholder is what a nested lookup sees).
    this.compiled.set(type, null);
    const codec = this.build(type, depth);
    this.compiled.set(type, codec);
    return codec;
  }

  private build(type: string, depth: number): Codec | null {
    if (type.endsWith("$")) return null;
    if (type.endsWith("[]")) {
      const element = this.codec(type.slice(0, -2), depth + 1);
      return element ? arrayOf(element) : null;
    }
    if (type.endsWith("?")) {
      const inner = this.codec(type.slice(0, -1), depth + 1);
      return inner ? optionalOf(inner) : null;
    }
    const defined = this.aliases.has(type) || this.structs.has(type) || this.variants.has(type);
    // An ABI type named like a built-in one is left to WharfKit's own resolution rules.
    if (defined && type in BUILTINS) return null;
    const alias = this.aliases.get(type);
    if (alias !== undefined) return this.codec(alias, depth + 1);
    const struct = this.structs.get(type);
    if (struct) {
      const fields = this.structFields(struct, depth + 1);
      const names = fields?.map((field) => field.name) ?? [];
      // Duplicate names and "__proto__" (a plain object cannot hold it as data) stay with WharfKit.
      if (!fields || new Set(names).size !== names.length || names.includes("__proto__")) return null;
      return structOf(fields);
    }
    return defined ? null : (BUILTINS[type] ?? null);
  }

  /** A struct's fields, its base's first (only a struct can be a base). */
  private structFields(struct: ABI["structs"][number], depth: number): StructField[] | null {
    if (depth > 32) return null;
    const fields: StructField[] = [];
    const base = String(struct.base);
    if (base !== "") {
      const baseStruct = this.aliases.has(base) ? undefined : this.structs.get(base);
      const baseFields = baseStruct ? this.structFields(baseStruct, depth + 1) : null;
      if (!baseFields) return null;
      fields.push(...baseFields);
    }
    for (const field of struct.fields) {
      const type = String(field.type);
      const codec = this.codec(type, depth + 1);
      if (!codec) return null;
      fields.push({ name: String(field.name), codec, optional: type.endsWith("?") });
    }
    return fields;
  }
}

const compilers = new WeakMap<ABI, Compiler>();

/** The fast codec of one type of an ABI, or undefined when WharfKit must handle every value of it. */
export function fastTypeCodec(abi: ABI, type: string): FastTypeCodec | undefined {
  let compiler = compilers.get(abi);
  if (!compiler) {
    compiler = new Compiler(abi);
    compilers.set(abi, compiler);
  }
  const codec = compiler.codec(type);
  if (!codec) return undefined;
  return {
    encode(value) {
      try {
        const out = new ByteWriter();
        codec.write(value, out);
        return out.result();
      } catch {
        return undefined;
      }
    },
    decode(data) {
      try {
        const input = new ByteReader(data);
        const value = codec.read(input);
        return input.offset === data.length ? value : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
