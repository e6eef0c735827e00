import { nameText, nameValue } from "../../nameValue";
import { type ByteReader, type ByteWriter, type Codec, giveUp } from "./byteStreams";

// The fast codecs of the ABI's built-in types, each exactly as WharfKit packs and objectifies them.

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

export const BUILTINS: Record<string, Codec> = {
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
