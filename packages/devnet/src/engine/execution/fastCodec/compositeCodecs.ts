import { type Codec, giveUp } from "./byteStreams";

// The fast codecs of T[], T? and structs, built from their parts' codecs.

export function arrayOf(element: Codec): Codec {
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

export function optionalOf(inner: Codec): Codec {
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

export interface StructField {
  name: string;
  codec: Codec;
  optional: boolean;
}

export function structOf(fields: readonly StructField[]): Codec {
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
