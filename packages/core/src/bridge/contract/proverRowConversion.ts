import { PublicKey } from "@wharfkit/antelope";
import type * as z from "zod/mini";
import type { ProducerAuthoritySchedule, TaggedProducerSchedule } from "../../antelope/producerSchedule";
import { toLegacyProducerSchedule, toProducerAuthoritySchedule } from "../../antelope/proofConversion";
import type { ChainRecord, ProvenRoot, ScheduleRecord } from "../../antelope/proverState";
import type {
  ChainRow,
  LastProofRow,
  lastProofRowSchema,
  ScheduleRow,
  scheduleRowSchema,
} from "./proverRows";

/*
 * Between the prover's rows and core's prover state (core/antelope/proverState): what the contract stores
 * and what a reader of its tables gets back. Rows are written as nodeos prints them: keys in the legacy
 * EOS form, the authority variant as [type, value], times with milliseconds.
 */

export type ScheduleRowJson = z.input<typeof scheduleRowSchema>;
export type LastProofRowJson = z.input<typeof lastProofRowSchema>;

const EMPTY_SCHEDULE = { version: 0, producers: [] };

/** time_point text of unix seconds (an expiry the state leaves open is written as the epoch). */
export function timePointOfSeconds(seconds: number | null): string {
  return new Date((seconds ?? 0) * 1000).toISOString().slice(0, -1);
}

export function secondsOfTimePoint(text: string): number {
  return Math.floor(Date.parse(`${text}Z`) / 1000);
}

const legacyKey = (key: string) => PublicKey.from(key).toLegacyString();

/** A producer authority schedule as schedulev2 JSON (initb's initial_schedule, a schedules row's v2). */
export function schedulev2Json(schedule: ProducerAuthoritySchedule) {
  return {
    version: schedule.version,
    producers: schedule.producers.map(({ producerName, authority }) => ({
      producer_name: producerName,
      authority: [
        "block_signing_authority_v0",
        {
          threshold: authority.threshold,
          keys: authority.keys.map((k) => ({ key: legacyKey(k.key), weight: k.weight })),
        },
      ] as ["block_signing_authority_v0", { threshold: number; keys: { key: string; weight: number }[] }],
    })),
  };
}

function scheduleJson(tagged: TaggedProducerSchedule) {
  if (tagged.format === "authority") return { v1: EMPTY_SCHEDULE, v2: schedulev2Json(tagged.schedule) };
  const { version, producers } = tagged.schedule;
  return {
    v1: {
      version,
      producers: producers.map((p) => ({
        producer_name: p.producerName,
        block_signing_key: legacyKey(p.blockSigningKey),
      })),
    },
    v2: EMPTY_SCHEDULE,
  };
}

export function chainRowOf(chain: ChainRecord, enabled: boolean): ChainRow {
  return {
    name: chain.name,
    chain_id: chain.chainId,
    return_value_activated: chain.returnValueActivated,
    enabled,
  };
}

export function chainRecordOf(row: ChainRow): ChainRecord {
  return { name: row.name, chainId: row.chain_id, returnValueActivated: row.return_value_activated };
}

export function scheduleRowOf(record: ScheduleRecord): ScheduleRowJson {
  const { v1, v2 } = scheduleJson(record.schedule);
  return {
    version: record.version,
    producer_schedule_v1: v1,
    producer_schedule_v2: v2,
    hash: record.hash,
    first_block: record.firstBlock,
    last_block: record.lastBlock,
    expiry: timePointOfSeconds(record.expiry),
  };
}

/** A legacy schedule row has producers in producer_schedule_v1 (Antelope never allows an empty one). */
export function scheduleRecordOf(row: ScheduleRow): ScheduleRecord {
  const schedule: TaggedProducerSchedule =
    row.producer_schedule_v1.producers.length > 0
      ? { format: "legacy", schedule: toLegacyProducerSchedule(row.producer_schedule_v1) }
      : { format: "authority", schedule: toProducerAuthoritySchedule(row.producer_schedule_v2) };
  return {
    version: row.version,
    schedule,
    hash: row.hash,
    firstBlock: row.first_block,
    lastBlock: row.last_block,
    expiry: secondsOfTimePoint(row.expiry),
  };
}

export function lastProofRowOf(root: ProvenRoot): LastProofRowJson {
  return {
    id: root.id,
    block_height: root.blockHeight,
    block_merkle_root: root.blockMerkleRoot,
    expiry: timePointOfSeconds(root.expiry),
  };
}

export function provenRootOf(row: LastProofRow): ProvenRoot {
  return {
    id: row.id,
    blockHeight: row.block_height,
    blockMerkleRoot: row.block_merkle_root,
    expiry: secondsOfTimePoint(row.expiry),
  };
}
