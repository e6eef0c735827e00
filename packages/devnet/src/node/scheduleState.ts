import { type ProducerAuthoritySchedule, producerAuthorityScheduleDigest } from "@ux/core/antelope";

/**
 * The producer schedule lifecycle of a legacy (pre-Savanna) nodeos chain:
 * proposed (set_proposed_producers in block P) -> once P is irreversible, the next block announces it
 * in a producer_schedule_change_extension and it becomes pending (signatures commit to its hash from that
 * block on) -> once the announcing block is irreversible, it becomes active at the start of a block; that
 * block still carries the old schedule_version and producer, the next one uses the new schedule.
 */
export interface ScheduleState {
  active: ProducerAuthoritySchedule;
  pending: { schedule: ProducerAuthoritySchedule; announcedIn: number } | null;
  proposed: { schedule: ProducerAuthoritySchedule; proposedIn: number } | null;
  /** Hash of the last announced schedule (genesis: of the initial one): block signatures commit to it. */
  pendingHash: string;
}

export function genesisScheduleState(initial: ProducerAuthoritySchedule): ScheduleState {
  return {
    active: initial,
    pending: null,
    proposed: null,
    pendingHash: producerAuthorityScheduleDigest(initial),
  };
}

export interface BlockScheduleStart {
  /** The state the new block is built and signed with. */
  state: ScheduleState;
  /** The schedule that picks the block's producer and gives its schedule_version (the one active before). */
  producingSchedule: ProducerAuthoritySchedule;
  /** A schedule this block announces in its header extension, or null. */
  announced: ProducerAuthoritySchedule | null;
}

/** What happens to the schedules when block `blockNum` starts, with `lastIrreversible` as of its predecessor. */
export function startBlockSchedule(
  state: ScheduleState,
  blockNum: number,
  lastIrreversible: number,
): BlockScheduleStart {
  const producingSchedule = state.active;
  if (state.pending !== null && state.pending.announcedIn <= lastIrreversible) {
    return {
      state: { ...state, active: state.pending.schedule, pending: null },
      producingSchedule,
      announced: null,
    };
  }
  if (state.proposed !== null && state.pending === null && state.proposed.proposedIn <= lastIrreversible) {
    const announced = state.proposed.schedule;
    return {
      state: {
        ...state,
        pending: { schedule: announced, announcedIn: blockNum },
        proposed: null,
        pendingHash: producerAuthorityScheduleDigest(announced),
      },
      producingSchedule,
      announced,
    };
  }
  return { state, producingSchedule, announced: null };
}

function sameProducers(a: ProducerAuthoritySchedule, b: ProducerAuthoritySchedule): boolean {
  return JSON.stringify(a.producers) === JSON.stringify(b.producers);
}

/**
 * set_proposed_producers in block `blockNum`: the schedule gets the next version after the pending (or
 * active) one. Returns null, as nodeos returns -1, when it equals the schedule it would replace.
 */
export function proposeSchedule(
  state: ScheduleState,
  producers: ProducerAuthoritySchedule["producers"],
  blockNum: number,
): ScheduleState | null {
  const current = state.pending?.schedule ?? state.active;
  const schedule = { version: current.version + 1, producers };
  if (sameProducers(schedule, current)) return null;
  return { ...state, proposed: { schedule, proposedIn: blockNum } };
}
