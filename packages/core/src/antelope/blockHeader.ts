import { AbiWriter } from "./abiWriter";
import { bytesToHex, hexToBytes } from "./hex";
import { type LegacyProducerSchedule, writeLegacyProducerSchedule } from "./producerSchedule";
import { sha256Hex } from "./sha256";

/** header_extensions id of producer_schedule_change_extension (a packed producer authority schedule). */
export const PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID = 1;

export interface HeaderExtension {
  type: number;
  /** Hex of the extension payload. */
  data: string;
}

/** A legacy (pre-Savanna) Antelope block_header. Digests are lowercase hex. */
export interface BlockHeader {
  /** block_timestamp_type slot: half seconds since 2000-01-01 UTC. */
  timestamp: number;
  producer: string;
  confirmed: number;
  previous: string;
  transactionMroot: string;
  actionMroot: string;
  scheduleVersion: number;
  newProducers: LegacyProducerSchedule | null;
  headerExtensions: HeaderExtension[];
}

export function packBlockHeader(header: BlockHeader): Uint8Array {
  const writer = new AbiWriter()
    .uint32(header.timestamp)
    .name(header.producer)
    .uint16(header.confirmed)
    .checksum256(header.previous)
    .checksum256(header.transactionMroot)
    .checksum256(header.actionMroot)
    .uint32(header.scheduleVersion);
  if (header.newProducers === null) writer.uint8(0);
  else writeLegacyProducerSchedule(writer.uint8(1), header.newProducers);
  writer.varuint32(header.headerExtensions.length);
  for (const extension of header.headerExtensions)
    writer.uint16(extension.type).sizedBytes(hexToBytes(extension.data));
  return writer.toBytes();
}

/** block_header::digest(): sha256 of the packed header. */
export function blockHeaderDigest(header: BlockHeader): string {
  return sha256Hex(packBlockHeader(header));
}

/** The block number a block id carries in its first 4 bytes (big-endian). */
export function blockNumFromId(id: string): number {
  const bytes = hexToBytes(id);
  if (bytes.length !== 32) throw new Error(`block id must be 32 bytes: "${id}"`);
  return new DataView(bytes.buffer).getUint32(0, false);
}

/** A header's own block number: one past its predecessor's. */
export function blockNumOf(header: BlockHeader): number {
  return (blockNumFromId(header.previous) + 1) >>> 0;
}

/** A block id: the header digest with its first 4 bytes replaced by the big-endian block number. */
export function blockIdFromDigest(digest: string, blockNum: number): string {
  const bytes = hexToBytes(digest);
  if (bytes.length !== 32) throw new Error(`digest must be 32 bytes: "${digest}"`);
  new DataView(bytes.buffer).setUint32(0, blockNum >>> 0, false);
  return bytesToHex(bytes);
}

export function blockIdOf(header: BlockHeader): string {
  return blockIdFromDigest(blockHeaderDigest(header), blockNumOf(header));
}
