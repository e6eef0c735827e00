import type { ChainHead } from "../blockAssembly";
import type { StoredBlock } from "../history/storedBlocks";
import type { BlockLog, RecordLocation } from "./blockLog";
import type { ChainFolder } from "./dataFolder";
import type { LogRecord } from "./logRecords";
import { writeSnapshotFile } from "./snapshotFile";
import type { SnapshotRecord } from "./snapshotRecord";

export interface ChainPersistenceOptions {
  chainId: string;
  chainName: string;
  /** A snapshot every this many blocks. */
  snapshotEvery: number;
  /** The state at this block boundary: the head and the engine's snapshot. */
  capture: () => { head: ChainHead; engine: unknown };
  say: (line: string) => void;
}

/**
 * A chain's data folder while it runs: records appended to the block log (a transaction is acknowledged once
 * its record is durable), old blocks read back from it, and snapshots of the state every so many blocks so a
 * restart replays only the log's tail.
 */
export class ChainPersistence {
  private lastSnapshotBlock = 0;
  private snapshotWriting: Promise<void> | null = null;
  /** Block records written but maybe not synced, oldest first, with where each ends in the log. */
  private readonly unsyncedBlocks: { blockNum: number; end: number }[] = [];

  constructor(
    private readonly log: BlockLog<LogRecord>,
    private readonly folder: ChainFolder,
    private readonly options: ChainPersistenceOptions,
  ) {}

  /** Bytes in the log so far. */
  get logSize(): number {
    return this.log.size;
  }

  /** Appends a record and resolves once it is durable. */
  append(record: LogRecord): Promise<void> {
    return this.log.append(record).durable;
  }

  /**
   * Appends a block's record, which nobody waits for: written at once, synced before the block is
   * irreversible (irreversible). A write failure throws; a sync failure surfaces on the next append.
   */
  appendBlock(record: LogRecord & { kind: "block" }): RecordLocation {
    const location = this.log.appendLazily(record);
    this.unsyncedBlocks.push({ blockNum: record.block.blockNum, end: location.offset + location.length });
    return location;
  }

  /**
   * Blocks through `lastIrreversible` are final: syncs the log through them if no sync did yet. A sync
   * covers every block written so far, so an idle chain syncs about once per irreversibility distance
   * rather than once per block, and a final block is never one a crash of the machine could take back.
   */
  irreversible(lastIrreversible: number): void {
    let end = 0;
    while ((this.unsyncedBlocks[0]?.blockNum ?? Number.POSITIVE_INFINITY) <= lastIrreversible)
      end = (this.unsyncedBlocks.shift() as { end: number }).end;
    if (end > 0) this.log.syncThrough(end);
  }

  readBlock(location: RecordLocation): StoredBlock {
    const record = this.log.read(location);
    if (record.kind !== "block") throw new Error(`the log record at ${location.offset} is not a block`);
    return { block: record.block, traces: record.traces };
  }

  /** Notes that the state as of `blockNum` is in the snapshot file already (read at start). */
  snapshotAt(blockNum: number): void {
    this.lastSnapshotBlock = blockNum;
  }

  /** Starts a snapshot in the background when `snapshotEvery` blocks passed since the last one. */
  snapshotIfDue(headBlockNum: number): void {
    if (this.snapshotWriting) return;
    if (headBlockNum - this.lastSnapshotBlock < this.options.snapshotEvery) return;
    this.snapshotWriting = this.writeSnapshot()
      .catch((error: Error) =>
        this.options.say(`${this.options.chainName}: snapshot failed: ${error.message}`),
      )
      .finally(() => {
        this.snapshotWriting = null;
      });
  }

  /** Captures the state at this block boundary now, writes it once the log holds everything before it. */
  async writeSnapshot(): Promise<void> {
    const { head, engine } = this.options.capture();
    const record: SnapshotRecord = {
      format: 1,
      chainId: this.options.chainId,
      logOffset: this.log.size,
      head,
      engine,
    };
    const text = JSON.stringify(record);
    await this.log.flush();
    await writeSnapshotFile(this.folder.snapshot, text);
    this.lastSnapshotBlock = Math.max(this.lastSnapshotBlock, head.blockNum);
  }

  /** Waits for a snapshot in progress, writes everything, snapshots a head the last snapshot missed, closes. */
  async close(headBlockNum: number): Promise<void> {
    if (this.snapshotWriting) await this.snapshotWriting;
    await this.log.flush();
    if (headBlockNum > this.lastSnapshotBlock) await this.writeSnapshot();
    await this.log.close();
  }

  /** Closes as if the process died: waits only for a snapshot in progress (crash tests). */
  async abandon(): Promise<void> {
    if (this.snapshotWriting) await this.snapshotWriting;
    await this.log.close();
  }
}
