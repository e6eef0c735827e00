import type { TransactionTrace } from "../../engine/engineContract";
import type { SignedBlock } from "../blockAssembly";
import type { RecordLocation } from "../persistence/blockLog";

export interface StoredBlock {
  block: SignedBlock;
  traces: TransactionTrace[];
}

/**
 * Blocks by number: the most recent ones in memory, older ones read back from the block log by their
 * recorded location (or all in memory when there is no log).
 */
export class StoredBlocks {
  private readonly recent = new Map<number, StoredBlock>();
  private readonly offsets: number[] = [];
  private readonly lengths: number[] = [];

  constructor(
    private readonly keepRecent: number,
    private readonly readFromLog: ((location: RecordLocation) => StoredBlock) | null,
  ) {}

  add(stored: StoredBlock, location: RecordLocation | null): void {
    const num = stored.block.blockNum;
    if (location) {
      this.offsets[num] = location.offset;
      this.lengths[num] = location.length;
    }
    this.recent.set(num, stored);
    if (this.readFromLog !== null) this.recent.delete(num - this.keepRecent);
  }

  /** Indexes a block that stays on disk (log scan before the snapshot). */
  addLocation(blockNum: number, location: RecordLocation): void {
    this.offsets[blockNum] = location.offset;
    this.lengths[blockNum] = location.length;
  }

  get(blockNum: number): StoredBlock | undefined {
    const recent = this.recent.get(blockNum);
    if (recent) return recent;
    const offset = this.offsets[blockNum];
    const length = this.lengths[blockNum];
    if (offset === undefined || length === undefined || this.readFromLog === null) return undefined;
    return this.readFromLog({ offset, length });
  }
}
