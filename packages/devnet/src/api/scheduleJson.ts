import type { ProducerAuthority, ProducerAuthoritySchedule } from "@ux/core/antelope";

/*
 * Producer schedules as nodeos prints them outside ABI-typed data (get_producer_schedule, get_block's
 * new_producer_schedule, get_producers): fc writes the block_signing_authority variant as
 * [index, value], so a v0 authority is [0, {threshold, keys}].
 */

export function producerAuthorityJson(authority: ProducerAuthority["authority"]) {
  return [0, { threshold: authority.threshold, keys: authority.keys }] as const;
}

export function producerScheduleJson(schedule: ProducerAuthoritySchedule) {
  return {
    version: schedule.version,
    producers: schedule.producers.map((producer) => ({
      producer_name: producer.producerName,
      authority: producerAuthorityJson(producer.authority),
    })),
  };
}
