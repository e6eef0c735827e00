import { slotStartMs } from "../blockSlot";

/**
 * The time block production reads: the wall clock plus an offset. The offset is the devnet's clock advance
 * (POST /v1/devnet/advance_clock, for tests that need an expiry to pass): the next block's timestamp jumps as
 * if the producers had missed the slots in between, and production carries on from the new time. It is never
 * stored: block timestamps in the log are the truth, and after a replay the clock catches up with the head so
 * that production continues right after the head's time, never before it. Real nodes never need it.
 */
export class ProductionClock {
  private offset = 0;

  constructor(private readonly wall: () => number) {}

  /** The chain's current time in ms. */
  now(): number {
    return this.wall() + this.offset;
  }

  /** How far the chain's time runs ahead of the wall clock, in ms. */
  get offsetMs(): number {
    return this.offset;
  }

  /**
   * A new chain started in the past (the local network's history): the clock runs from the genesis slot's
   * time at the wall clock's pace (a negative offset) until advances bring it to the present. Only for a
   * chain whose head is its genesis block; a restart's catchUp starts from 0 again, so a restarted chain
   * continues at the wall clock's time (the slots in between skipped).
   */
  startAt(slot: number): void {
    this.offset = Math.min(0, slotStartMs(slot) - this.wall());
  }

  /** Never behind the head: a head in the future (a jump before a restart) moves the clock up to it. */
  catchUp(headSlot: number): void {
    this.offset = Math.max(this.offset, slotStartMs(headSlot) - this.wall());
  }

  /** Moves the clock `ms` past the later of itself and the head (so the next block jumps by exactly that). */
  advance(ms: number, headSlot: number): void {
    if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
    this.catchUp(headSlot);
    this.offset += ms;
  }
}
