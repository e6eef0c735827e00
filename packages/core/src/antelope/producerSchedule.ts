import { AbiReader } from "./abiReader";
import { AbiWriter } from "./abiWriter";
import { sha256Hex } from "./sha256";

/** One key of a block_signing_authority_v0 and the weight it contributes. */
export interface KeyWeight {
  key: string;
  weight: number;
}

/** block_signing_authority_v0: signatures of keys whose weights reach the threshold. */
export interface BlockSigningAuthority {
  threshold: number;
  keys: KeyWeight[];
}

export interface ProducerAuthority {
  producerName: string;
  authority: BlockSigningAuthority;
}

/** producer_authority_schedule (the bridge's "schedulev2"), carried by header extension 1. */
export interface ProducerAuthoritySchedule {
  version: number;
  producers: ProducerAuthority[];
}

export interface LegacyProducerKey {
  producerName: string;
  blockSigningKey: string;
}

/** Legacy producer_schedule (one key per producer), carried by a header's new_producers. */
export interface LegacyProducerSchedule {
  version: number;
  producers: LegacyProducerKey[];
}

/** A schedule of either format, as the bridge's schedules table keeps it (producer_schedule_v1 or _v2). */
export type TaggedProducerSchedule =
  | { format: "authority"; schedule: ProducerAuthoritySchedule }
  | { format: "legacy"; schedule: LegacyProducerSchedule };

/** The variant index of block_signing_authority_v0 in block_signing_authority. */
const BLOCK_SIGNING_AUTHORITY_V0 = 0;

export function writeLegacyProducerSchedule(writer: AbiWriter, schedule: LegacyProducerSchedule): AbiWriter {
  writer.uint32(schedule.version).varuint32(schedule.producers.length);
  for (const producer of schedule.producers)
    writer.name(producer.producerName).publicKey(producer.blockSigningKey);
  return writer;
}

export function packLegacyProducerSchedule(schedule: LegacyProducerSchedule): Uint8Array {
  return writeLegacyProducerSchedule(new AbiWriter(), schedule).toBytes();
}

export function packProducerAuthoritySchedule(schedule: ProducerAuthoritySchedule): Uint8Array {
  const writer = new AbiWriter().uint32(schedule.version).varuint32(schedule.producers.length);
  for (const { producerName, authority } of schedule.producers) {
    writer.name(producerName).uint8(BLOCK_SIGNING_AUTHORITY_V0).uint32(authority.threshold);
    writer.varuint32(authority.keys.length);
    for (const { key, weight } of authority.keys) writer.publicKey(key).uint16(weight);
  }
  return writer.toBytes();
}

/** Decodes the producer_schedule_change_extension payload; throws on any malformed or trailing byte. */
export function unpackProducerAuthoritySchedule(data: Uint8Array): ProducerAuthoritySchedule {
  const reader = new AbiReader(data);
  const version = reader.uint32();
  const producerCount = reader.varuint32();
  const producers: ProducerAuthority[] = [];
  for (let p = 0; p < producerCount; p++) {
    const producerName = reader.name();
    const variant = reader.uint8();
    if (variant !== BLOCK_SIGNING_AUTHORITY_V0)
      throw new Error(`unknown block signing authority type ${variant}`);
    const threshold = reader.uint32();
    const keyCount = reader.varuint32();
    const keys: KeyWeight[] = [];
    for (let k = 0; k < keyCount; k++) keys.push({ key: reader.publicKey(), weight: reader.uint16() });
    producers.push({ producerName, authority: { threshold, keys } });
  }
  if (!reader.isAtEnd()) throw new Error("trailing bytes after producer schedule");
  return { version, producers };
}

/** The schedule hash that block signatures commit to: sha256 of the packed schedule. */
export function legacyProducerScheduleDigest(schedule: LegacyProducerSchedule): string {
  return sha256Hex(packLegacyProducerSchedule(schedule));
}

export function producerAuthorityScheduleDigest(schedule: ProducerAuthoritySchedule): string {
  return sha256Hex(packProducerAuthoritySchedule(schedule));
}

export function taggedScheduleDigest(tagged: TaggedProducerSchedule): string {
  return tagged.format === "authority"
    ? producerAuthorityScheduleDigest(tagged.schedule)
    : legacyProducerScheduleDigest(tagged.schedule);
}
