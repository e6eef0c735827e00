import type { TaggedProducerSchedule } from "./producerSchedule";
import { check } from "./proverCheck";
import type { ScheduleRecord } from "./proverState";

/**
 * The producer keys and schedule hash that signatures are checked against while the bridge walks a
 * heavy proof: the keys come from the schedule of the headers' version, the hash moves to the next
 * schedule's once a block is past the current schedule's last block (at most once per proof, as in
 * the contract), and to a proposed schedule's from the block that proposes it.
 */
export class SigningSchedule {
  private hashAdvanced = false;

  private constructor(
    private readonly records: Readonly<Record<number, ScheduleRecord>>,
    private record: ScheduleRecord,
    private scheduleHash: string,
  ) {}

  static forVersion(records: Readonly<Record<number, ScheduleRecord>>, version: number): SigningSchedule {
    const record = records[version];
    check(record !== undefined, "schedule not supported");
    return new SigningSchedule(records, record, record.hash);
  }

  get version(): number {
    return this.record.version;
  }

  get schedule(): TaggedProducerSchedule {
    return this.record.schedule;
  }

  get hash(): string {
    return this.scheduleHash;
  }

  /** get_next_schedule_hash once a block is past the schedule's last block. */
  passBlock(blockNum: number): void {
    if (blockNum <= this.record.lastBlock || this.hashAdvanced) return;
    const next = this.records[this.record.version + 1];
    check(next !== undefined, "chain/schedule not supported");
    this.scheduleHash = next.hash;
    this.hashAdvanced = true;
  }

  /** A header of the next version is signed by the next schedule's producers. */
  enterVersion(version: number): void {
    if (version !== this.record.version + 1) return;
    const next = this.records[version];
    check(next !== undefined, "schedule not supported");
    this.record = next;
  }

  /** A block proposing a schedule is already signed over the proposed schedule's hash. */
  adoptProposedHash(hash: string): void {
    this.scheduleHash = hash;
  }
}
