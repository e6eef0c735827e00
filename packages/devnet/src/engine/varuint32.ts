/** LEB128 varuint32 (fc::unsigned_int) into `out` at `offset`; returns the offset after it. */
export function writeVaruint32(out: Buffer, offset: number, value: number): number {
  let rest = value;
  let at = offset;
  do {
    const low = rest & 0x7f;
    rest = Math.floor(rest / 128);
    out[at++] = rest > 0 ? low | 0x80 : low;
  } while (rest > 0);
  return at;
}

/** A varuint32 as its own packed bytes (at most 5). */
export function varuint32Bytes(value: number): Buffer {
  const out = Buffer.allocUnsafe(5);
  return out.subarray(0, writeVaruint32(out, 0, value));
}
