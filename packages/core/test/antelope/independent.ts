import { createHash } from "node:crypto";

// Reference computations written from the Antelope definitions with node:crypto, independent of the
// code under test, so that tests compare two separate implementations.

export function nodeSha256(...parts: Uint8Array[]): Uint8Array {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

export function fromHex(hex: string): Uint8Array {
  return new Uint8Array(Buffer.from(hex, "hex"));
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
}

/** Antelope name encoding: 5 bits per character from the top, a 13th character in the low 4 bits. */
export function nameToU64(name: string): bigint {
  const charValue = (c: string) => {
    if (c === ".") return 0n;
    if (c >= "1" && c <= "5") return BigInt(c.charCodeAt(0) - 48);
    return BigInt(c.charCodeAt(0) - 97 + 6);
  };
  let value = 0n;
  for (let i = 0; i < 12; i++) {
    const c = name[i];
    const v = c === undefined ? 0n : charValue(c);
    value |= (v & 0x1fn) << BigInt(64 - 5 * (i + 1));
  }
  return value;
}

/** `bytes` little-endian bytes, written by `write` through a DataView over them. */
function littleEndian(bytes: number, write: (view: DataView) => void): Uint8Array {
  const out = new Uint8Array(bytes);
  write(new DataView(out.buffer));
  return out;
}

export const u64le = (value: bigint) => littleEndian(8, (view) => view.setBigUint64(0, value, true));
export const u32le = (value: number) => littleEndian(4, (view) => view.setUint32(0, value, true));
export const u16le = (value: number) => littleEndian(2, (view) => view.setUint16(0, value, true));

/** varuint32: 7 bits a byte, low bits first, the top bit set on every byte but the last. */
export function varuint(value: number): Uint8Array {
  const out: number[] = [];
  let rest = value;
  do {
    out.push((rest & 0x7f) | (rest >= 0x80 ? 0x80 : 0));
    rest >>>= 7;
  } while (rest > 0);
  return Uint8Array.from(out);
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}

/** Antelope's legacy merkle() written from its definition, with the masks applied to copies. */
export function naiveMerkle(leavesHex: readonly string[]): string {
  if (leavesHex.length === 0) return "00".repeat(32);
  let level = leavesHex.map(fromHex);
  while (level.length > 1) {
    if (level.length % 2 === 1) level.push(level[level.length - 1] as Uint8Array);
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = Uint8Array.from(level[i] as Uint8Array);
      const right = Uint8Array.from(level[i + 1] as Uint8Array);
      left[0] = (left[0] as number) & 0x7f;
      right[0] = (right[0] as number) | 0x80;
      next.push(nodeSha256(left, right));
    }
    level = next;
  }
  return toHex(level[0] as Uint8Array);
}

/** A deterministic 32-byte digest for test leaves. */
export function testDigest(label: string | number): string {
  return toHex(nodeSha256(new TextEncoder().encode(`leaf-${label}`)));
}
