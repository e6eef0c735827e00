import type { TransactionTrace } from "../../engine/engineContract";
import { GENESIS_PRODUCER, type SignedBlock } from "../blockAssembly";
import { slotTime } from "../blockSlot";
import type { RecordLocation } from "../persistence/blockLog";
import { ActionHistory } from "./actionHistory";
import { BlockIdRing } from "./blockIdRing";
import { type StoredBlock, StoredBlocks } from "./storedBlocks";

/**
 * What sealed blocks are looked up by: their ids by the low 16 bits of their number (TaPoS, get_info), the
 * blocks with their traces (get_block: recent ones in memory, older ones read back from the log), and the
 * actions of their transactions (Hyperion's get_actions).
 */
export class BlockIndex {
  readonly history = new ActionHistory();
  private readonly ids = new BlockIdRing();
  private readonly blocks: StoredBlocks;
  private lastProducer = GENESIS_PRODUCER;

  /** `readFromLog` reads a block back from its log location; null keeps every block in memory. */
  constructor(recentBlocks: number, readFromLog: ((location: RecordLocation) => StoredBlock) | null) {
    this.blocks = new StoredBlocks(recentBlocks, readFromLog);
  }

  /** The producer of the last block indexed: the head's. */
  get headProducer(): string {
    return this.lastProducer;
  }

  /** A block sealed now (produced or replayed): kept in memory while recent, at `location` in the log. */
  add(block: SignedBlock, traces: TransactionTrace[], location: RecordLocation | null): void {
    this.lastProducer = block.header.producer;
    this.ids.set(block.blockNum, block.id);
    this.blocks.add({ block, traces }, location);
    this.addToHistory(block, traces);
  }

  /** A block that only the log holds (one before the snapshot the state comes from). */
  addLogged(block: SignedBlock, traces: TransactionTrace[], location: RecordLocation): void {
    this.blocks.addLocation(block.blockNum, location);
    this.ids.set(block.blockNum, block.id);
    this.lastProducer = block.header.producer;
    this.addToHistory(block, traces);
  }

  /** Where the log holds a block that is already indexed (block 1 rebuilt from genesis on a full replay). */
  locate(blockNum: number, location: RecordLocation): void {
    this.blocks.addLocation(blockNum, location);
  }

  block(blockNum: number): StoredBlock | undefined {
    return this.blocks.get(blockNum);
  }

  /** The id of the last indexed block whose number has these low 16 bits. */
  idByLow16(blockNum: number): string | undefined {
    return this.ids.byLow16(blockNum);
  }

  private addToHistory(block: SignedBlock, traces: readonly TransactionTrace[]): void {
    if (traces.length === 0) return;
    this.history.addBlock({
      blockNum: block.blockNum,
      blockId: block.id,
      timestamp: slotTime(block.header.timestamp),
      producer: block.header.producer,
      traces,
      signaturesByTrx: new Map(block.transactions.map((trx) => [trx.id, trx.signatures])),
    });
  }
}
