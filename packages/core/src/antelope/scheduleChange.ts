import { type BlockHeader, PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID } from "./blockHeader";
import { hexToBytes } from "./hex";
import {
  legacyProducerScheduleDigest,
  type TaggedProducerSchedule,
  unpackProducerAuthoritySchedule,
} from "./producerSchedule";
import { sha256Hex } from "./sha256";

/** A schedule a header proposes, with the hash that signatures commit to from that header on. */
export interface ProposedSchedule {
  schedule: TaggedProducerSchedule;
  hash: string;
}

/**
 * The schedules a header proposes, in the order the bridge applies them: the legacy new_producers
 * first, then each producer_schedule_change_extension (hashed as the raw extension bytes).
 * Throws when an extension payload is not a valid producer authority schedule.
 */
export function schedulesProposedBy(header: BlockHeader): ProposedSchedule[] {
  const proposed: ProposedSchedule[] = [];
  if (header.newProducers !== null) {
    proposed.push({
      schedule: { format: "legacy", schedule: header.newProducers },
      hash: legacyProducerScheduleDigest(header.newProducers),
    });
  }
  for (const extension of header.headerExtensions) {
    if (extension.type !== PRODUCER_SCHEDULE_CHANGE_EXTENSION_ID) continue;
    const bytes = hexToBytes(extension.data);
    let schedule: TaggedProducerSchedule;
    try {
      schedule = { format: "authority", schedule: unpackProducerAuthoritySchedule(bytes) };
    } catch (error) {
      throw new Error(`invalid producer schedule in header extension: ${(error as Error).message}`);
    }
    proposed.push({ schedule, hash: sha256Hex(bytes) });
  }
  return proposed;
}
