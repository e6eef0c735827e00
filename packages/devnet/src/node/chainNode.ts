import type { ProducerAuthority, ProducerAuthoritySchedule } from "@ux/core/antelope/producer-schedule";
import type { BlockContext, IncomingTransaction, TransactionTrace } from "../engine/engineContract";
import { actionReceiptDigest } from "./actionReceiptDigest";
import {
  type BlockSigner,
  type ChainHead,
  finalizePendingBlock,
  genesisBlock,
  type PendingBlock,
  type SignedBlock,
  startPendingBlock,
} from "./blockAssembly";
import { BlockIdRing } from "./blockIdRing";
import { slotAt, slotStartMs, slotTime } from "./blockSlot";
import type { AppliedTransaction, ExecutionEngine } from "./executionEngine";
import { ActionHistory } from "./history/actionHistory";
import { BlockLog, type RecordLocation } from "./persistence/blockLog";
import { type ChainFolder, prepareChainFolder } from "./persistence/dataFolder";
import type { LogRecord } from "./persistence/logRecords";
import { readSnapshotFile, writeSnapshotFile } from "./persistence/snapshotFile";
import { parseSnapshot, type SnapshotRecord } from "./persistence/snapshotRecord";
import { NODEOS_PRODUCER_REPETITIONS } from "./producerRotation";
import { proposeSchedule } from "./scheduleState";
import { type StoredBlock, StoredBlocks } from "./storedBlocks";

/** What the genesis hook gets: the chain and the time of block 1. */
export interface GenesisContext {
  chainId: string;
  blockTime: string;
}

export interface ChainNodeOptions {
  chainName: string;
  chainId: string;
  engine: ExecutionEngine;
  initialSchedule: ProducerAuthoritySchedule;
  /** Signs for every producer that may be scheduled, and for "eosio" (block 1). */
  signer: BlockSigner;
  /** Where the block log and snapshots live; null keeps everything in memory. */
  folder: ChainFolder | null;
  /** Wipe the folder first. */
  reset?: boolean;
  /** Wall clock in ms (tests move time by hand). */
  now?: () => number;
  /** Produce a block at every slot on a timer (default true); otherwise only produceBlock() does. */
  autoProduce?: boolean;
  /** Consecutive blocks per producer (nodeos: 12). */
  repetitions?: number;
  /** How many blocks the last irreversible block trails the head (default: twice the producer count). */
  irreversibleDistance?: number;
  /** A snapshot every this many blocks (default 1200, ten minutes), and at stop. */
  snapshotEveryBlocks?: number;
  /** Blocks kept in memory for get_block; older ones are read from the log. */
  recentBlocks?: number;
  /**
   * Sets up the engine's initial state (accounts, contracts, tokens) before block 1. It must be
   * deterministic: it runs again whenever the log is replayed from the start (a snapshot is taken right
   * after it, so that only happens when no snapshot is readable).
   */
  genesis?: (ctx: GenesisContext) => void;
  /**
   * Work done off the event loop before a transaction is applied (the engine's signature recovery pool):
   * awaited before each push and, at start, for every transaction of the log tail.
   */
  prepareTransaction?: (incoming: IncomingTransaction) => Promise<void>;
  /** Where progress lines go (default: nowhere). */
  log?: (line: string) => void;
}

/** Why a startup could not rebuild the chain from its folder. */
export class ReplayError extends Error {
  override name = "ReplayError";
}

interface Pending {
  block: PendingBlock;
  traces: TransactionTrace[];
  /** Whether the log holds records of this block (transactions or a proposal), so it must be sealed. */
  logged: boolean;
}

export interface ChainStatus {
  chainId: string;
  head: { blockNum: number; id: string; time: string; producer: string };
  lastIrreversible: { blockNum: number; id: string; time: string };
  schedule: ChainHead["schedule"];
}

/**
 * One Antelope chain: it owns time and blocks around an execution engine. Transactions are applied to a
 * pending block as they arrive and acknowledged once logged; every 500 ms slot the pending block is sealed
 * with a real header, id and producer signature. The block log (plus periodic snapshots) rebuilds it all
 * at start.
 */
export class ChainNode {
  readonly history = new ActionHistory();
  private readonly ids = new BlockIdRing();
  private readonly blocks: StoredBlocks;
  private readonly blockListeners = new Set<(block: SignedBlock) => void>();
  private readonly now: () => number;
  private readonly repetitions: number;
  private readonly irreversibleDistance: number;
  private readonly snapshotEvery: number;
  private head!: ChainHead;
  private headProducer = "eosio";
  private pending: Pending | null = null;
  private log: BlockLog<LogRecord> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private closed = false;
  private lastSnapshotBlock = 0;
  private snapshotWriting: Promise<void> | null = null;
  private readonly contexts = new WeakMap<PendingBlock, BlockContext>();

  private constructor(private readonly options: ChainNodeOptions) {
    this.now = options.now ?? Date.now;
    this.repetitions = options.repetitions ?? NODEOS_PRODUCER_REPETITIONS;
    this.irreversibleDistance = options.irreversibleDistance ?? 2 * options.initialSchedule.producers.length;
    this.snapshotEvery = options.snapshotEveryBlocks ?? 1200;
    this.blocks = new StoredBlocks(
      options.recentBlocks ?? 4096,
      options.folder === null ? null : (location) => this.readStoredBlock(location),
    );
  }

  /** Opens a chain: replays its folder, or creates block 1 and the genesis transactions on a fresh one. */
  static async open(options: ChainNodeOptions): Promise<ChainNode> {
    const node = new ChainNode(options);
    await node.load();
    return node;
  }

  get chainId(): string {
    return this.options.chainId;
  }

  get chainName(): string {
    return this.options.chainName;
  }

  get engine(): ExecutionEngine {
    return this.options.engine;
  }

  get headBlockNum(): number {
    return this.head.blockNum;
  }

  get lastIrreversibleBlockNum(): number {
    return Math.max(1, this.head.blockNum - this.irreversibleDistance);
  }

  status(): ChainStatus {
    const lib = this.lastIrreversibleBlockNum;
    const libBlock = this.block(lib)?.block;
    return {
      chainId: this.chainId,
      head: {
        blockNum: this.head.blockNum,
        id: this.head.id,
        time: slotTime(this.head.slot),
        producer: this.headProducer,
      },
      lastIrreversible: {
        blockNum: lib,
        id: libBlock?.id ?? this.ids.byLow16(lib) ?? "",
        time: slotTime(libBlock?.header.timestamp ?? this.head.slot),
      },
      schedule: this.head.schedule,
    };
  }

  /** A block with its traces, or undefined if this node does not have it. */
  block(blockNum: number): StoredBlock | undefined {
    if (!Number.isInteger(blockNum) || blockNum < 1 || blockNum > this.head.blockNum) return undefined;
    return this.blocks.get(blockNum);
  }

  /** The id of one of the last 65536 blocks. */
  recentBlockId(blockNum: number): string | undefined {
    if (blockNum < 1 || blockNum > this.head.blockNum || this.head.blockNum - blockNum >= 0x10000)
      return undefined;
    return this.ids.byLow16(blockNum);
  }

  onBlock(listener: (block: SignedBlock) => void): () => void {
    this.blockListeners.add(listener);
    return () => this.blockListeners.delete(listener);
  }

  /** Starts producing a block at every slot (unless autoProduce is off). */
  start(): void {
    this.running = true;
    this.scheduleProduction();
  }

  /** Stops producing, seals a pending block that holds transactions, flushes the log, snapshots, closes. */
  async stop(): Promise<void> {
    if (this.closed) return;
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending?.logged) this.produceBlock();
    this.closed = true;
    if (this.snapshotWriting) await this.snapshotWriting;
    if (this.log) {
      await this.log.flush();
      if (this.head.blockNum > this.lastSnapshotBlock) await this.writeSnapshot();
      await this.log.close();
      this.log = null;
    }
  }

  /** Stops as if the process died: no block is sealed and nothing more is written (crash tests). */
  async abandon(): Promise<void> {
    this.running = false;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.snapshotWriting) await this.snapshotWriting;
    await this.log?.close();
    this.log = null;
  }

  /**
   * Applies a transaction to the pending block and resolves with its trace once it is in the block log
   * (acknowledged = durable). Throws the engine's ChainError, having changed nothing, if it is refused.
   */
  async pushTransaction(incoming: IncomingTransaction): Promise<TransactionTrace> {
    this.assertOpen();
    await this.options.prepareTransaction?.(incoming);
    this.assertOpen();
    const pending = this.ensurePending();
    const applied = this.options.engine.applyTransaction(incoming, this.blockContext(pending.block));
    this.addToPending(pending, incoming, applied);
    pending.logged = true;
    await this.append({
      kind: "trx",
      block: pending.block.blockNum,
      slot: pending.block.slot,
      trx: incoming,
    });
    return applied.trace;
  }

  /** Runs a transaction against the pending block's state and drops every change (compute_transaction). */
  computeTransaction(incoming: IncomingTransaction): TransactionTrace {
    this.assertOpen();
    const pending = this.ensurePending();
    return this.options.engine.computeTransaction(incoming, this.blockContext(pending.block)).trace;
  }

  /**
   * The privileged set_proposed_producers path (eosio::setprods): proposes a new schedule in the pending
   * block. Once that block is irreversible a block announces it (producer_schedule_change_extension) and
   * it becomes pending; once that one is irreversible it is active. Returns the proposed version, or
   * null when the producers equal the schedule they would replace.
   */
  async proposeProducers(producers: ProducerAuthority[]): Promise<number | null> {
    if (producers.length === 0) throw new Error("a producer schedule needs at least one producer");
    this.assertOpen();
    const pending = this.ensurePending();
    const next = proposeSchedule(pending.block.schedule, producers, pending.block.blockNum);
    if (next === null) return null;
    pending.block.schedule = next;
    pending.logged = true;
    await this.append({ kind: "prods", block: pending.block.blockNum, slot: pending.block.slot, producers });
    return next.proposed?.schedule.version ?? null;
  }

  /** Seals the pending block now (the timer calls this at each slot; tests call it directly). */
  produceBlock(): SignedBlock {
    const pending = this.ensurePending();
    const { block, head } = finalizePendingBlock(this.head, pending.block, this.options.signer);
    this.pending = null;
    const location = this.appendQuietly({ kind: "block", block, traces: pending.traces });
    this.acceptBlock(block, head, pending.traces, location);
    this.maybeSnapshot();
    for (const listener of this.blockListeners) listener(block);
    return block;
  }

  /** Produces blocks until the head reaches `blockNum` (tests). */
  produceUntil(blockNum: number): void {
    while (this.head.blockNum < blockNum) this.produceBlock();
  }

  // --- startup -------------------------------------------------------------------------------------

  private async load(): Promise<void> {
    const { folder, chainId } = this.options;
    if (folder === null) {
      this.createGenesis(slotAt(this.now()));
      return;
    }
    const meta = prepareChainFolder(
      folder,
      { format: 1, chainId, genesisSlot: slotAt(this.now()) },
      this.options.reset ?? false,
    );
    const started = performance.now();
    const { log, records } = await BlockLog.open<LogRecord>(folder.blockLog);
    this.log = log;
    const snapshotText = records.length > 0 ? readSnapshotFile(folder.snapshot) : null;
    const snapshot = snapshotText === null ? null : this.readSnapshot(snapshotText, log.size);
    if (records.length === 0) {
      this.createGenesis(meta.genesisSlot);
      await this.writeSnapshot();
      return;
    }
    let replayed = 0;
    if (snapshot) {
      this.options.engine.restore(snapshot.engine);
      this.head = snapshot.head;
      this.lastSnapshotBlock = snapshot.head.blockNum;
    } else {
      const genesis = this.createGenesis(meta.genesisSlot, false);
      const first = records[0]?.record;
      if (first?.kind !== "block" || first.block.id !== genesis.id)
        throw new ReplayError(`the block log of ${this.chainName} does not start with its genesis block`);
    }
    if (this.options.prepareTransaction) {
      const tail = records.filter(
        ({ record, offset }) => record.kind === "trx" && offset >= (snapshot?.logOffset ?? 0),
      );
      await Promise.all(
        tail.map(({ record }) =>
          this.options.prepareTransaction?.((record as { trx: IncomingTransaction }).trx),
        ),
      );
    }
    for (const { record, offset, length } of records) {
      const location = { offset, length };
      if (snapshot && offset < snapshot.logOffset) {
        if (record.kind === "block") this.indexLoggedBlock(record.block, record.traces, location);
        continue;
      }
      if (!snapshot && record.kind === "block" && record.block.blockNum === 1) {
        this.blocks.addLocation(1, location);
        continue;
      }
      if (this.replay(record, location)) replayed++;
    }
    this.say(
      `${this.chainName}: replayed ${replayed} block(s) after ${snapshot ? `snapshot at ${snapshot.head.blockNum}` : "genesis"}, head ${this.head.blockNum}, in ${Math.round(performance.now() - started)} ms`,
    );
    if (replayed >= this.snapshotEvery && this.pending === null) await this.writeSnapshot();
  }

  private readSnapshot(text: string, logSize: number): SnapshotRecord | null {
    let snapshot: SnapshotRecord;
    try {
      snapshot = parseSnapshot(text);
    } catch (error) {
      this.say(
        `${this.chainName}: ignoring an unreadable snapshot (${(error as Error).message}); replaying the log`,
      );
      return null;
    }
    if (snapshot.chainId !== this.chainId || snapshot.logOffset > logSize) {
      this.say(`${this.chainName}: ignoring a snapshot that does not match the block log; replaying the log`);
      return null;
    }
    return snapshot;
  }

  /** The genesis state (the hook) and block 1. */
  private createGenesis(slot: number, logIt = true): SignedBlock {
    this.options.genesis?.({ chainId: this.chainId, blockTime: slotTime(slot) });
    const { block, head } = genesisBlock(slot, this.options.initialSchedule, this.options.signer);
    const location = logIt ? this.appendQuietly({ kind: "block", block, traces: [] }) : null;
    this.acceptBlock(block, head, [], location);
    return block;
  }

  /** Replays one record of the log tail; returns true when it sealed a block. */
  private replay(record: LogRecord, location: RecordLocation): boolean {
    switch (record.kind) {
      case "trx": {
        const pending = this.pendingAt(record.block, record.slot);
        let applied: AppliedTransaction;
        try {
          applied = this.options.engine.applyTransaction(record.trx, this.blockContext(pending.block));
        } catch (error) {
          throw new ReplayError(
            `${this.chainName}: a logged transaction of block ${record.block} failed on replay: ${(error as Error).message}`,
          );
        }
        this.addToPending(pending, record.trx, applied);
        pending.logged = true;
        return false;
      }
      case "prods": {
        const pending = this.pendingAt(record.block, record.slot);
        const next = proposeSchedule(pending.block.schedule, record.producers, record.block);
        if (next) pending.block.schedule = next;
        pending.logged = true;
        return false;
      }
      case "block": {
        const logged = record.block;
        const pending = this.pendingAt(logged.blockNum, logged.header.timestamp);
        const { block, head } = finalizePendingBlock(
          this.head,
          pending.block,
          () => logged.producerSignature,
        );
        if (block.id !== logged.id)
          throw new ReplayError(
            `${this.chainName}: block ${logged.blockNum} replays to id ${block.id}, the log has ${logged.id}`,
          );
        this.pending = null;
        this.acceptBlock(block, head, pending.traces, location);
        return true;
      }
    }
  }

  /** The pending block a logged record belongs to, started at the logged slot if need be. */
  private pendingAt(blockNum: number, slot: number): Pending {
    if (this.pending === null) {
      if (blockNum !== this.head.blockNum + 1)
        throw new ReplayError(
          `${this.chainName}: the log skips from block ${this.head.blockNum} to ${blockNum}`,
        );
      this.pending = {
        block: startPendingBlock(this.head, slot, this.lastIrreversibleBlockNum, this.repetitions),
        traces: [],
        logged: false,
      };
    }
    if (this.pending.block.blockNum !== blockNum || this.pending.block.slot !== slot)
      throw new ReplayError(`${this.chainName}: the log's records of block ${blockNum} disagree on its slot`);
    return this.pending;
  }

  private indexLoggedBlock(block: SignedBlock, traces: TransactionTrace[], location: RecordLocation): void {
    this.blocks.addLocation(block.blockNum, location);
    this.ids.set(block.blockNum, block.id);
    this.headProducer = block.header.producer;
    this.addToHistory(block, traces);
  }

  // --- blocks ----------------------------------------------------------------------------------------

  private assertOpen(): void {
    if (this.closed) throw new Error(`chain ${this.chainName} is stopped`);
  }

  private ensurePending(): Pending {
    if (this.pending === null) {
      const slot = Math.max(this.head.slot + 1, slotAt(this.now()) + 1);
      this.pending = {
        block: startPendingBlock(this.head, slot, this.lastIrreversibleBlockNum, this.repetitions),
        traces: [],
        logged: false,
      };
    }
    return this.pending;
  }

  /** The engine's view of a pending block (made once per block: its number, time and producer are fixed). */
  private blockContext(pending: PendingBlock): BlockContext {
    let context = this.contexts.get(pending);
    if (!context) {
      context = {
        chainId: this.chainId,
        blockNum: pending.blockNum,
        blockTime: slotTime(pending.slot),
        producer: pending.producer,
        blockIdByNumLow16: (refBlockNum) => this.ids.byLow16(refBlockNum),
      };
      this.contexts.set(pending, context);
    }
    return context;
  }

  private addToPending(pending: Pending, incoming: IncomingTransaction, applied: AppliedTransaction): void {
    pending.block.transactions.push({
      id: applied.trace.id,
      status: "executed",
      cpuUsageUs: applied.cpuUsageUs,
      netUsageWords: applied.netUsageWords,
      signatures: incoming.signatures,
      compression: incoming.compression,
      packedContextFreeData: incoming.packedContextFreeData,
      packedTrx: incoming.packedTrx,
    });
    for (const receipt of applied.receipts)
      pending.block.actionReceiptDigests.push(actionReceiptDigest(receipt));
    pending.traces.push(applied.trace);
  }

  private acceptBlock(
    block: SignedBlock,
    head: ChainHead,
    traces: TransactionTrace[],
    location: RecordLocation | null,
  ): void {
    this.head = head;
    this.headProducer = block.header.producer;
    this.ids.set(block.blockNum, block.id);
    this.blocks.add({ block, traces }, location);
    this.addToHistory(block, traces);
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

  private scheduleProduction(): void {
    if (!this.running || this.options.autoProduce === false) return;
    const pending = this.ensurePending();
    const delay = Math.max(0, slotStartMs(pending.block.slot) - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.running) return;
      try {
        this.produceBlock();
      } catch (error) {
        this.say(`${this.chainName}: block production failed: ${(error as Error).stack ?? error}`);
      }
      this.scheduleProduction();
    }, delay);
  }

  // --- persistence -----------------------------------------------------------------------------------

  /** Appends a record and resolves once it is durable (at once without a folder). */
  private append(record: LogRecord): Promise<void> {
    return this.log ? this.log.append(record).durable : Promise.resolve();
  }

  /** Appends a record nobody waits for (blocks); a write failure surfaces on the next append. */
  private appendQuietly(record: LogRecord): RecordLocation | null {
    if (!this.log) return null;
    const { location, durable } = this.log.append(record);
    durable.catch((error: Error) => this.say(`${this.chainName}: block log write failed: ${error.message}`));
    return location;
  }

  private readStoredBlock(location: RecordLocation): StoredBlock {
    if (!this.log) throw new Error("no block log");
    const record = this.log.read(location);
    if (record.kind !== "block") throw new Error(`the log record at ${location.offset} is not a block`);
    return { block: record.block, traces: record.traces };
  }

  private maybeSnapshot(): void {
    if (!this.log || this.snapshotWriting) return;
    if (this.head.blockNum - this.lastSnapshotBlock < this.snapshotEvery) return;
    this.snapshotWriting = this.writeSnapshot()
      .catch((error: Error) => this.say(`${this.chainName}: snapshot failed: ${error.message}`))
      .finally(() => {
        this.snapshotWriting = null;
      });
  }

  /** Captures the state at this block boundary now, writes it once the log holds everything before it. */
  private async writeSnapshot(): Promise<void> {
    const log = this.log;
    const folder = this.options.folder;
    if (!log || !folder) return;
    const record: SnapshotRecord = {
      format: 1,
      chainId: this.chainId,
      logOffset: log.size,
      head: this.head,
      engine: this.options.engine.snapshot(),
    };
    const text = JSON.stringify(record);
    const blockNum = this.head.blockNum;
    await log.flush();
    await writeSnapshotFile(folder.snapshot, text);
    this.lastSnapshotBlock = Math.max(this.lastSnapshotBlock, blockNum);
  }

  private say(line: string): void {
    this.options.log?.(line);
  }
}
