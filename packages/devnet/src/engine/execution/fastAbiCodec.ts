import type { ABI } from "@wharfkit/antelope";
import { nameText, nameValue } from "../nameValue";

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

/** Thrown inside the codec to hand a value over to WharfKit. */
class GiveUp extends Error {}

const giveUp = (): never => {
  throw new GiveUp();
};

class ByteWriter {
  private buffer = Buffer.allocUnsafe(128);
  private length = 0;

  reserve(bytes: number): number {
    if (this.length + bytes > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    const at = this.length;
    this.length += bytes;
    return at;
  }

  /** The buffer, valid until the next reserve (which may move it): reserve first, then write. */
  get target(): Buffer {
    return this.buffer;
  }

  byte(value: number): void {
    const at = this.reserve(1);
    this.buffer[at] = value;
  }

  uint64(value: bigint): void {
    const at = this.reserve(8);
    this.buffer.writeBigUInt64LE(value, at);
  }

  int64(value: bigint): void {
    const at = this.reserve(8);
    this.buffer.writeBigInt64LE(value, at);
  }

  bytes(data: Uint8Array): void {
    const at = this.reserve(data.length);
    this.buffer.set(data, at);
  }

  varuint32(value: number): void {
    let rest = value;
    do {
      const low = rest & 0x7f;
      rest = Math.floor(rest / 128);
      this.byte(rest > 0 ? low | 0x80 : low);
    } while (rest > 0);
  }

  result(): Uint8Array {
    return new Uint8Array(this.buffer.subarray(0, this.length));
  }
}

class ByteReader {
  offset = 0;
  readonly view: DataView;

  constructor(readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  /** Offset of the next `bytes` bytes, which must be there. */
  take(bytes: number): number {
    if (this.offset + bytes > this.data.length) giveUp();
    const at = this.offset;
    this.offset += bytes;
    return at;
  }

  varuint32(): number {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const byte = this.data[this.take(1)] as number;
      value += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return value <= 0xffffffff ? value : giveUp();
    }
    return giveUp();
  }
}

interface Codec {
  write(value: unknown, out: ByteWriter): void;
  read(input: ByteReader): unknown;
}

const NAME_TEXT = /^[.1-5a-z]{0,12}[.1-5a-j]?$/;
const SYMBOL_CODE = /^[A-Z]{1,7}$/;
const ASSET_TEXT = /^(-?)([0-9]+)(?:\.([0-9]+))? ([A-Z]{1,7})$/;
const SYMBOL_TEXT = /^([0-9]{1,2}),([A-Z]{1,7})$/;
const MAX_PRECISION = 18;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;
const TWO_POW_32 = 2n ** 32n;

/** 64-bit integers as Serializer.objectify gives them: numbers below 2^32 in magnitude, text above. */
function int64Json(value: bigint): number | string {
  return value < TWO_POW_32 && value > -TWO_POW_32 ? Number(value) : value.toString();
}

function integer(bits: 8 | 16 | 32, signed: boolean): Codec {
  const bytes = bits / 8;
  const min = signed ? -(2 ** (bits - 1)) : 0;
  const max = signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  return {
    write(value, out) {
      if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) giveUp();
      const at = out.reserve(bytes);
      if (signed) out.target.writeIntLE(value as number, at, bytes);
      else out.target.writeUIntLE(value as number, at, bytes);
    },
    read(input) {
      const at = input.take(bytes);
      return signed ? readInt(input, at, bytes) : readUint(input, at, bytes);
    },
  };
}

function readInt(input: ByteReader, at: number, bytes: number): number {
  if (bytes === 1) return input.view.getInt8(at);
  return bytes === 2 ? input.view.getInt16(at, true) : input.view.getInt32(at, true);
}

function readUint(input: ByteReader, at: number, bytes: number): number {
  if (bytes === 1) return input.view.getUint8(at);
  return bytes === 2 ? input.view.getUint16(at, true) : input.view.getUint32(at, true);
}

/** A 64-bit integer from a safe integer, a bigint or plain decimal text, in range; else WharfKit decides. */
function int64Value(value: unknown, signed: boolean): bigint {
  let parsed: bigint | undefined;
  if (typeof value === "number" && Number.isSafeInteger(value)) parsed = BigInt(value);
  else if (typeof value === "bigint") parsed = value;
  else if (typeof value === "string" && (signed ? /^-?[0-9]{1,20}$/ : /^[0-9]{1,20}$/).test(value))
    parsed = BigInt(value);
  if (parsed === undefined) return giveUp();
  const inRange = signed ? parsed >= INT64_MIN && parsed <= INT64_MAX : parsed >= 0n && parsed <= UINT64_MAX;
  return inRange ? parsed : giveUp();
}

function int64(signed: boolean): Codec {
  return {
    write(value, out) {
      if (signed) out.int64(int64Value(value, true));
      else out.uint64(int64Value(value, false));
    },
    read(input) {
      const at = input.take(8);
      return int64Json(signed ? input.view.getBigInt64(at, true) : input.view.getBigUint64(at, true));
    },
  };
}

/** A name's uint64, only for canonical text (what nodeos and WharfKit agree on byte for byte). */
function nameBits(value: unknown): bigint {
  if (typeof value !== "string" || !NAME_TEXT.test(value)) return giveUp();
  const bits = nameValue(value);
  return nameText(bits) === value ? bits : giveUp();
}

const nameCodec: Codec = {
  write(value, out) {
    out.uint64(nameBits(value));
  },
  read(input) {
    return nameText(input.view.getBigUint64(input.take(8), true));
  },
};

const stringCodec: Codec = {
  write(value, out) {
    if (typeof value !== "string") giveUp();
    const bytes = Buffer.from(value as string, "utf8");
    out.varuint32(bytes.length);
    out.bytes(bytes);
  },
  read(input) {
    const length = input.varuint32();
    const at = input.take(length);
    const bytes = input.data.subarray(at, at + length);
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
    // Invalid UTF-8 is left to WharfKit's decoder.
    return Buffer.byteLength(text, "utf8") === length ? text : giveUp();
  },
};

const boolCodec: Codec = {
  write(value, out) {
    if (typeof value !== "boolean") giveUp();
    out.byte(value ? 1 : 0);
  },
  read(input) {
    const byte = input.data[input.take(1)];
    return byte === 0 ? false : byte === 1 ? true : giveUp();
  },
};

const varuint32Codec: Codec = {
  write(value, out) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 0xffffffff) giveUp();
    out.varuint32(value as number);
  },
  read(input) {
    return input.varuint32();
  },
};

function hexCodec(size: number | null): Codec {
  return {
    write(value, out) {
      if (typeof value !== "string" || !/^(?:[0-9a-fA-F]{2})*$/.test(value)) giveUp();
      const bytes = Buffer.from(value as string, "hex");
      if (size === null) out.varuint32(bytes.length);
      else if (bytes.length !== size) giveUp();
      out.bytes(bytes);
    },
    read(input) {
      const length = size ?? input.varuint32();
      const at = input.take(length);
      return Buffer.from(input.data.subarray(at, at + length)).toString("hex");
    },
  };
}

/** Writes a symbol (precision byte, then the code padded to 7 bytes). */
function writeSymbol(out: ByteWriter, precision: number, code: string): void {
  if (precision > MAX_PRECISION) giveUp();
  const at = out.reserve(8);
  out.target.fill(0, at, at + 8);
  out.target[at] = precision;
  out.target.write(code, at + 1, "latin1");
}

/** Reads a symbol, only when its code is 1-7 letters A-Z followed by zeros. */
function readSymbol(input: ByteReader): { precision: number; code: string } {
  const at = input.take(8);
  const precision = input.data[at] as number;
  if (precision > MAX_PRECISION) giveUp();
  let code = "";
  let ended = false;
  for (let i = at + 1; i < at + 8; i++) {
    const byte = input.data[i] as number;
    if (byte === 0) ended = true;
    else if (ended || byte < 0x41 || byte > 0x5a) giveUp();
    else code += String.fromCharCode(byte);
  }
  return code.length > 0 ? { precision, code } : giveUp();
}

const symbolCodec: Codec = {
  write(value, out) {
    const match = typeof value === "string" ? SYMBOL_TEXT.exec(value) : null;
    if (!match) giveUp();
    writeSymbol(out, Number(match?.[1]), match?.[2] as string);
  },
  read(input) {
    const { precision, code } = readSymbol(input);
    return `${precision},${code}`;
  },
};

const symbolCodeCodec: Codec = {
  write(value, out) {
    if (typeof value !== "string" || !SYMBOL_CODE.test(value)) giveUp();
    const at = out.reserve(8);
    out.target.fill(0, at, at + 8);
    out.target.write(value as string, at, "latin1");
  },
  read(input) {
    const at = input.take(8);
    let code = "";
    let ended = false;
    for (let i = at; i < at + 8; i++) {
      const byte = input.data[i] as number;
      if (byte === 0) ended = true;
      else if (ended || byte < 0x41 || byte > 0x5a || i === at + 7) giveUp();
      else code += String.fromCharCode(byte);
    }
    return code.length > 0 ? code : giveUp();
  },
};

/** "1.0000 UTX": the amount in units with as many decimals as the precision. */
function assetText(amount: bigint, precision: number, code: string): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(precision + 1, "0");
  const units = precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return `${negative ? "-" : ""}${units} ${code}`;
}

const assetCodec: Codec = {
  write(value, out) {
    const match = typeof value === "string" ? ASSET_TEXT.exec(value) : null;
    if (!match) return giveUp();
    const fraction = match[3] ?? "";
    const magnitude = BigInt(`${match[2]}${fraction}`);
    const amount = match[1] === "-" ? -magnitude : magnitude;
    if (amount < INT64_MIN || amount > INT64_MAX) giveUp();
    out.int64(amount);
    writeSymbol(out, fraction.length, match[4] as string);
  },
  read(input) {
    const amount = input.view.getBigInt64(input.take(8), true);
    const { precision, code } = readSymbol(input);
    return assetText(amount, precision, code);
  },
};

const BUILTINS: Record<string, Codec> = {
  bool: boolCodec,
  int8: integer(8, true),
  uint8: integer(8, false),
  int16: integer(16, true),
  uint16: integer(16, false),
  int32: integer(32, true),
  uint32: integer(32, false),
  int64: int64(true),
  uint64: int64(false),
  varuint32: varuint32Codec,
  name: nameCodec,
  string: stringCodec,
  symbol: symbolCodec,
  symbol_code: symbolCodeCodec,
  asset: assetCodec,
  checksum160: hexCodec(20),
  checksum256: hexCodec(32),
  checksum512: hexCodec(64),
  bytes: hexCodec(null),
};

function arrayOf(element: Codec): Codec {
  return {
    write(value, out) {
      if (!Array.isArray(value)) giveUp();
      const items = value as unknown[];
      out.varuint32(items.length);
      for (const item of items) element.write(item, out);
    },
    read(input) {
      const length = input.varuint32();
      // Every element takes at least a byte: a longer count is malformed (WharfKit says how).
      if (length > input.data.length - input.offset) giveUp();
      const items: unknown[] = [];
      for (let i = 0; i < length; i++) items.push(element.read(input));
      return items;
    },
  };
}

function optionalOf(inner: Codec): Codec {
  return {
    write(value, out) {
      if (value === null || value === undefined) {
        out.byte(0);
        return;
      }
      out.byte(1);
      inner.write(value, out);
    },
    read(input) {
      const flag = input.data[input.take(1)];
      return flag === 0 ? null : flag === 1 ? inner.read(input) : giveUp();
    },
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

interface StructField {
  name: string;
  codec: Codec;
  optional: boolean;
}

function structOf(fields: readonly StructField[]): Codec {
  return {
    write(value, out) {
      if (!isPlainObject(value)) return giveUp();
      for (const field of fields) {
        const fieldValue = value[field.name];
        // A missing value is WharfKit's error to word (or null for an optional field).
        if (fieldValue === undefined && !field.optional) giveUp();
        field.codec.write(fieldValue, out);
      }
    },
    read(input) {
      const result: Record<string, unknown> = {};
      for (const field of fields) result[field.name] = field.codec.read(input);
      return result;
    },
  };
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
