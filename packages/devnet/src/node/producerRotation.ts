import type { ProducerAuthority, ProducerAuthoritySchedule } from "@ux/core/antelope";

/** nodeos' config::producer_repetitions: each producer makes this many consecutive blocks. */
export const NODEOS_PRODUCER_REPETITIONS = 12;

/** get_scheduled_producer: the schedule's producer for a slot, taking turns of `repetitions` blocks. */
export function scheduledProducer(
  schedule: ProducerAuthoritySchedule,
  slot: number,
  repetitions = NODEOS_PRODUCER_REPETITIONS,
): ProducerAuthority {
  const count = schedule.producers.length;
  if (count === 0) throw new Error("the producer schedule is empty");
  const index = Math.floor((slot % (count * repetitions)) / repetitions);
  return schedule.producers[index] as ProducerAuthority;
}
