import { ABIDecoder, PublicKey } from "@wharfkit/antelope";
import { uint64ToName } from "../names/accountName";

/** Reads Antelope binary (fc::raw) data; every read past the end throws. */
export class AbiReader {
  private readonly decoder: ABIDecoder;

  constructor(private readonly data: Uint8Array) {
    this.decoder = new ABIDecoder(data);
  }

  uint8(): number {
    return Number(this.fixedUint(1));
  }

  uint16(): number {
    return Number(this.fixedUint(2));
  }

  uint32(): number {
    return Number(this.fixedUint(4));
  }

  varuint32(): number {
    this.ensure(1);
    return this.decoder.readVaruint32();
  }

  name(): string {
    return uint64ToName(this.fixedUint(8));
  }

  /** A public_key variant, returned in the legacy EOS... text form used by schedules in JSON. */
  publicKey(): string {
    this.ensure(1);
    const key = PublicKey.fromABI(this.decoder);
    return key.type === "K1" ? key.toLegacyString() : key.toString();
  }

  isAtEnd(): boolean {
    return this.decoder.getPosition() === this.data.length;
  }

  private fixedUint(width: number): bigint {
    this.ensure(width);
    const bytes = this.decoder.readArray(width);
    let value = 0n;
    for (let i = width - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i] ?? 0);
    return value;
  }

  private ensure(byteCount: number): void {
    if (this.decoder.getPosition() + byteCount > this.data.length) throw new Error("unexpected end of data");
  }
}
