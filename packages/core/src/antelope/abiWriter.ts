import { ABIEncoder, PublicKey } from "@wharfkit/antelope";
import { nameToUint64 } from "../names/accountName";
import { hexToBytes } from "./hex";

/**
 * Antelope binary (fc::raw) serialization: little-endian fixed-width integers, LEB128 varuint32
 * lengths, names as uint64, public keys as variant index plus key bytes.
 */
export class AbiWriter {
  private readonly chunks: number[] = [];

  bytes(data: Uint8Array): this {
    for (const byte of data) this.chunks.push(byte);
    return this;
  }

  uint8(value: number): this {
    return this.fixedUint(BigInt(value), 1);
  }

  uint16(value: number): this {
    return this.fixedUint(BigInt(value), 2);
  }

  uint32(value: number): this {
    return this.fixedUint(BigInt(value), 4);
  }

  uint64(value: bigint): this {
    return this.fixedUint(value, 8);
  }

  varuint32(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff)
      throw new Error(`varuint32 out of range: ${value}`);
    let rest = value;
    do {
      const low = rest & 0x7f;
      rest = Math.floor(rest / 128);
      this.chunks.push(rest > 0 ? low | 0x80 : low);
    } while (rest > 0);
    return this;
  }

  /** vector<char>/bytes: varuint32 length, then the bytes. */
  sizedBytes(data: Uint8Array): this {
    return this.varuint32(data.length).bytes(data);
  }

  checksum256(hex: string): this {
    const data = hexToBytes(hex);
    if (data.length !== 32) throw new Error(`checksum256 must be 32 bytes: "${hex}"`);
    return this.bytes(data);
  }

  name(text: string): this {
    return this.uint64(nameToUint64(text));
  }

  /** A public_key variant (type index, then the key data), in either EOS... or PUB_... text form. */
  publicKey(text: string): this {
    const encoder = new ABIEncoder();
    PublicKey.from(text).toABI(encoder);
    return this.bytes(encoder.getData());
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.chunks);
  }

  private fixedUint(value: bigint, width: number): this {
    if (value < 0n || value >= 1n << BigInt(width * 8))
      throw new Error(`uint${width * 8} out of range: ${value}`);
    let rest = value;
    for (let i = 0; i < width; i++) {
      this.chunks.push(Number(rest & 0xffn));
      rest >>= 8n;
    }
    return this;
  }
}
