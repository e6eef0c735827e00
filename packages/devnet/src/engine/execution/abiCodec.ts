import { hexToBytes } from "@ux/core/antelope";
import { ABI, Serializer } from "@wharfkit/antelope";
import { chainError } from "../chainErrors";
import { type FastTypeCodec, fastTypeCodec } from "./fastAbiCodec";

/**
 * ABI encoding and decoding through WharfKit's serializer, with one parsed ABI per packed ABI text.
 * Decoded values are "objectified" (names and assets as text, 64-bit integers above 2^32 as text), the
 * JSON nodeos' abi_serializer produces. The plain types go through a compiled fast path first
 * (fastAbiCodec), which hands anything it is not sure about back to WharfKit.
 */
export class AbiCodec {
  readonly abi: ABI;
  private readonly actionTypes = new Map<string, string>();
  private readonly tableTypes = new Map<string, string>();
  private readonly resultTypes = new Map<string, string>();
  private readonly fast = new Map<string, FastTypeCodec | null>();

  constructor(abi: ABI) {
    this.abi = abi;
    for (const action of abi.actions) this.actionTypes.set(String(action.name), action.type);
    for (const table of abi.tables) this.tableTypes.set(String(table.name), table.type);
    for (const result of abi.action_results) this.resultTypes.set(String(result.name), result.result_type);
  }

  static fromJson(json: unknown): AbiCodec {
    return new AbiCodec(ABI.from(json as ABI));
  }

  static fromHex(hex: string): AbiCodec {
    return new AbiCodec(ABI.from(Serializer.decode({ data: hexToBytes(hex), type: ABI })));
  }

  /** The packed ABI (what setabi stores and get_raw_abi serves). */
  toHex(): string {
    return Serializer.encode({ object: this.abi }).hexString;
  }

  toJson(): unknown {
    return JSON.parse(JSON.stringify(this.abi));
  }

  actionType(name: string): string | undefined {
    return this.actionTypes.get(name);
  }

  tableType(name: string): string | undefined {
    return this.tableTypes.get(name);
  }

  resultType(actionName: string): string | undefined {
    return this.resultTypes.get(actionName);
  }

  encode(type: string, value: unknown): Uint8Array {
    const packed = this.fastCodec(type)?.encode(value);
    if (packed !== undefined) return packed;
    try {
      return Serializer.encode({ object: value, abi: this.abi, type }).array;
    } catch (error) {
      throw chainError("pack_exception", `Unable to pack ${type}: ${(error as Error).message}`);
    }
  }

  decode(type: string, data: Uint8Array): unknown {
    const decoded = this.fastCodec(type)?.decode(data);
    if (decoded !== undefined) return decoded;
    try {
      return Serializer.objectify(Serializer.decode({ data, abi: this.abi, type, strictExtensions: false }));
    } catch (error) {
      throw chainError("unpack_exception", `Unable to unpack ${type}: ${(error as Error).message}`);
    }
  }

  private fastCodec(type: string): FastTypeCodec | undefined {
    let codec = this.fast.get(type);
    if (codec === undefined) {
      codec = fastTypeCodec(this.abi, type) ?? null;
      this.fast.set(type, codec);
    }
    return codec ?? undefined;
  }
}

const byHex = new Map<string, AbiCodec>();

/** The codec of a packed ABI, parsed once. */
export function codecForAbiHex(hex: string): AbiCodec {
  let codec = byHex.get(hex);
  if (!codec) {
    codec = AbiCodec.fromHex(hex);
    if (byHex.size > 1000) byHex.clear();
    byHex.set(hex, codec);
  }
  return codec;
}
