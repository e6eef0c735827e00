import { nameText } from "../nameValue";
import type { PermissionLevel } from "../state/accountTypes";

/** An action as packed in a transaction: names, authorization and data as hex. */
export interface PackedAction {
  account: string;
  name: string;
  authorization: PermissionLevel[];
  data: string;
}

/** The fields of a packed transaction (fc::raw layout of eosio::chain::transaction). */
export interface TransactionFields {
  expiration: number;
  refBlockNum: number;
  refBlockPrefix: number;
  maxNetUsageWords: number;
  maxCpuUsageMs: number;
  delaySec: number;
  contextFreeActions: PackedAction[];
  actions: PackedAction[];
  extensionCount: number;
}

/**
 * A minimal reader of the transaction layout: this runs for every pushed transaction, and the generic ABI
 * decoder costs several times more. Throws RangeError on truncated or trailing bytes.
 */
class Reader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  private need(count: number): void {
    if (this.offset + count > this.bytes.length) throw new RangeError("read past the end of the transaction");
  }

  uint8(): number {
    this.need(1);
    return this.bytes[this.offset++] as number;
  }

  uint16(): number {
    return this.uint8() | (this.uint8() << 8);
  }

  uint32(): number {
    return (this.uint16() | (this.uint16() << 16)) >>> 0;
  }

  uint64(): bigint {
    const low = BigInt(this.uint32());
    return (BigInt(this.uint32()) << 32n) | low;
  }

  varuint32(): number {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const byte = this.uint8();
      value += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new RangeError("varuint32 too long");
  }

  name(): string {
    return nameText(this.uint64());
  }

  bytesHex(): string {
    const length = this.varuint32();
    this.need(length);
    const hex = Buffer.from(this.bytes.buffer, this.bytes.byteOffset + this.offset, length).toString("hex");
    this.offset += length;
    return hex;
  }

  action(): PackedAction {
    const account = this.name();
    const name = this.name();
    const count = this.varuint32();
    const authorization: PermissionLevel[] = [];
    for (let i = 0; i < count; i++) authorization.push({ actor: this.name(), permission: this.name() });
    return { account, name, authorization, data: this.bytesHex() };
  }

  actions(): PackedAction[] {
    const count = this.varuint32();
    const actions: PackedAction[] = [];
    for (let i = 0; i < count; i++) actions.push(this.action());
    return actions;
  }

  end(): void {
    if (this.offset !== this.bytes.length) throw new RangeError("trailing bytes after the transaction");
  }
}

export function readTransaction(bytes: Uint8Array): TransactionFields {
  const reader = new Reader(bytes);
  const fields: TransactionFields = {
    expiration: reader.uint32(),
    refBlockNum: reader.uint16(),
    refBlockPrefix: reader.uint32(),
    maxNetUsageWords: reader.varuint32(),
    maxCpuUsageMs: reader.uint8(),
    delaySec: reader.varuint32(),
    contextFreeActions: reader.actions(),
    actions: reader.actions(),
    extensionCount: 0,
  };
  fields.extensionCount = reader.varuint32();
  for (let i = 0; i < fields.extensionCount; i++) {
    reader.uint16();
    reader.bytesHex();
  }
  reader.end();
  return fields;
}
