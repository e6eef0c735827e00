// The byte streams the fast codecs write and read (little-endian, as Antelope packs), and the hand-over
// to WharfKit: a codec that is not sure calls giveUp().

/** Thrown inside the codec to hand a value over to WharfKit. */
class GiveUp extends Error {}

export const giveUp = (): never => {
  throw new GiveUp();
};

export class ByteWriter {
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

export class ByteReader {
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

export interface Codec {
  write(value: unknown, out: ByteWriter): void;
  read(input: ByteReader): unknown;
}
