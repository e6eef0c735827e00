import type { ProducerAuthority, ProducerAuthoritySchedule } from "@ux/core/antelope";
import type { IncomingTransaction, TransactionTrace } from "../engine/engineContract";
import type { BlockSigner, ChainHead, SignedBlock } from "./blockAssembly";
import { slotAt, slotTime } from "./blockSlot";
import type { ExecutionEngine } from "./executionEngine";
import { BlockIndex } from "./history/blockIndex";
import type { StoredBlock } from "./history/storedBlocks";
import type { RecordLocation } from "./persistence/blockLog";
import type { ChainPersistence } from "./persistence/chainPersistence";
import type { ChainFolder } from "./persistence/dataFolder";
import { restoreFromFolder } from "./persistence/folderRestore";
import { NODEOS_PRODUCER_REPETITIONS } from "./producerRotation";
import { BlockProduction, type SealedBlock } from "./production/blockProduction";
import { ProductionTimer } from "./production/productionTimer";
import type { BlockTransaction } from "./transactionReceipt";

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
  /**
   * A new chain's genesis time in ms (default: now). Earlier gives a chain started in the past: its blocks
   * are produced from that time on at the wall clock's pace, and advanceClock moves it forward (skipping
   * slots) to build history. Ignored for a folder that already has blocks: a restart always continues at the
   * wall clock's time (or its head's, when that is later).
   */
  genesisTimeMs?: number;
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

export interface ChainStatus {
  chainId: string;
  head: { blockNum: number; id: string; time: string; producer: string };
  lastIrreversible: { blockNum: number; id: string; time: string };
  schedule: ChainHead["schedule"];
}

/**
 * One Antelope chain: it owns time and blocks around an execution engine. Transactions are applied to a
 * pending block as they arrive and acknowledged once logged; every 500 ms slot the pending block is sealed
 * with a real header, id and producer signature. It composes block production (the head and the pending
 * block, the slot timer), persistence (block log and snapshots, which rebuild it all at start) and the block
 * index (ids, stored blocks, action history).
 */
export class ChainNode {
  private readonly index: BlockIndex;
  private readonly production: BlockProduction;
  private readonly timer: ProductionTimer;
  private readonly blockListeners = new Set<(block: SignedBlock) => void>();
  private readonly now: () => number;
  private persistence: ChainPersistence | null = null;
  private closed = false;

  private constructor(private readonly options: ChainNodeOptions) {
    const now = options.now ?? Date.now;
    this.now = now;
    this.index = new BlockIndex(
      options.recentBlocks ?? 4096,
      options.folder === null ? null : (location) => this.readStoredBlock(location),
    );
    this.production = new BlockProduction({
      chainId: options.chainId,
      chainName: options.chainName,
      engine: options.engine,
      now,
      repetitions: options.repetitions ?? NODEOS_PRODUCER_REPETITIONS,
      irreversibleDistance: options.irreversibleDistance ?? 2 * options.initialSchedule.producers.length,
      blockIdByNumLow16: (refBlockNum) => this.index.idByLow16(refBlockNum),
    });
    this.timer = new ProductionTimer({
      now: () => this.production.now(),
      nextSlot: () => this.production.pendingBlock().block.slot,
      produce: () => this.produceBlock(),
      onError: (error) =>
        this.say(`${this.chainName}: block production failed: ${(error as Error).stack ?? error}`),
    });
  }

  /** Opens a chain: replays its folder, or creates block 1 and the genesis transactions on a fresh one. */
  static async open(options: ChainNodeOptions): Promise<ChainNode> {
    const node = new ChainNode(options);
    await node.load();
    return node;
  }

  /** The actions of the chain's transactions (Hyperion's get_actions). */
  get history(): BlockIndex["history"] {
    return this.index.history;
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
    return this.production.head.blockNum;
  }

  get lastIrreversibleBlockNum(): number {
    return this.production.lastIrreversibleBlockNum;
  }

  status(): ChainStatus {
    const head = this.production.head;
    const lib = this.lastIrreversibleBlockNum;
    const libBlock = this.block(lib)?.block;
    return {
      chainId: this.chainId,
      head: {
        blockNum: head.blockNum,
        id: head.id,
        time: slotTime(head.slot),
        producer: this.index.headProducer,
      },
      lastIrreversible: {
        blockNum: lib,
        id: libBlock?.id ?? this.index.idByLow16(lib) ?? "",
        time: slotTime(libBlock?.header.timestamp ?? head.slot),
      },
      schedule: head.schedule,
    };
  }

  /** A block with its traces, or undefined if this node does not have it. */
  block(blockNum: number): StoredBlock | undefined {
    if (!Number.isInteger(blockNum) || blockNum < 1 || blockNum > this.headBlockNum) return undefined;
    return this.index.block(blockNum);
  }

  /**
   * Where a transaction is: in a sealed block, in the pending block (block null), or nowhere this node
   * knows (undefined). Every sealed block's transactions are known: history is rebuilt from the log.
   */
  locateTransaction(id: string): { block: SignedBlock | null; transaction: BlockTransaction } | undefined {
    const pending = this.production.pending?.block.transactions.find((trx) => trx.id === id);
    if (pending) return { block: null, transaction: pending };
    const blockNum = this.history.transaction(id)[0]?.block_num;
    const block = blockNum === undefined ? undefined : this.block(blockNum)?.block;
    const transaction = block?.transactions.find((trx) => trx.id === id);
    return block && transaction ? { block, transaction } : undefined;
  }

  /** The id of one of the last 65536 blocks. */
  recentBlockId(blockNum: number): string | undefined {
    if (blockNum < 1 || blockNum > this.headBlockNum || this.headBlockNum - blockNum >= 0x10000)
      return undefined;
    return this.index.idByLow16(blockNum);
  }

  onBlock(listener: (block: SignedBlock) => void): () => void {
    this.blockListeners.add(listener);
    return () => this.blockListeners.delete(listener);
  }

  /** Starts producing a block at every slot (unless autoProduce is off). */
  start(): void {
    if (this.options.autoProduce !== false) this.timer.start();
  }

  /** Stops producing, seals a pending block that holds transactions, flushes the log, snapshots, closes. */
  async stop(): Promise<void> {
    if (this.closed) return;
    this.timer.stop();
    if (this.production.pending?.logged) this.produceBlock();
    this.closed = true;
    await this.persistence?.close(this.headBlockNum);
    this.persistence = null;
  }

  /** Stops as if the process died: no block is sealed and nothing more is written (crash tests). */
  async abandon(): Promise<void> {
    this.closed = true;
    this.timer.stop();
    await this.persistence?.abandon();
    this.persistence = null;
  }

  /**
   * Applies a transaction to the pending block and resolves with its trace once it is in the block log
   * (acknowledged = durable). Throws the engine's ChainError, having changed nothing, if it is refused.
   */
  async pushTransaction(incoming: IncomingTransaction): Promise<TransactionTrace> {
    this.assertOpen();
    await this.options.prepareTransaction?.(incoming);
    this.assertOpen();
    const { pending, trace } = this.production.apply(incoming);
    await this.persistence?.append({
      kind: "trx",
      block: pending.block.blockNum,
      slot: pending.block.slot,
      trx: incoming,
    });
    return trace;
  }

  /** Runs a transaction against the pending block's state and drops every change (compute_transaction). */
  computeTransaction(incoming: IncomingTransaction): TransactionTrace {
    this.assertOpen();
    return this.production.compute(incoming);
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
    const pending = this.production.propose(producers);
    if (pending === null) return null;
    const { blockNum, slot, schedule } = pending.block;
    await this.persistence?.append({ kind: "prods", block: blockNum, slot, producers });
    return schedule.proposed?.schedule.version ?? null;
  }

  /**
   * Devnet only: moves the chain's clock `ms` forward. The next block's timestamp jumps by that much (as if
   * producers missed the slots) and production continues from the new time. Nothing is logged: the blocks'
   * timestamps are the record, and a restart continues after the head's time. Returns the time of the block
   * that will be sealed next.
   */
  advanceClock(ms: number): string {
    this.assertOpen();
    const slot = this.production.advanceClock(ms);
    this.timer.reschedule();
    return slotTime(slot);
  }

  /** Seals the pending block now (the timer calls this at each slot; tests call it directly). */
  produceBlock(): SignedBlock {
    const sealed = this.production.seal(this.options.signer);
    const location =
      this.persistence?.appendBlock({ kind: "block", block: sealed.block, traces: sealed.traces }) ?? null;
    this.accept(sealed, location);
    this.persistence?.irreversible(this.production.lastIrreversibleBlockNum);
    this.persistence?.snapshotIfDue(this.headBlockNum);
    for (const listener of this.blockListeners) listener(sealed.block);
    return sealed.block;
  }

  /** Produces blocks until the head reaches `blockNum` (tests). */
  produceUntil(blockNum: number): void {
    while (this.headBlockNum < blockNum) this.produceBlock();
  }

  private async load(): Promise<void> {
    const { folder } = this.options;
    const genesisMs = Math.min(this.options.genesisTimeMs ?? this.now(), this.now());
    if (folder === null) {
      this.accept(this.genesis(slotAt(genesisMs)), null);
      if (genesisMs < this.now()) this.production.startClockAtHead();
      return;
    }
    this.persistence = await this.restore(folder, genesisMs);
    this.production.resumeClock();
    // A folder created just now (its head is block 1) starts in the past when asked to.
    if (this.headBlockNum === 1 && genesisMs < this.now()) this.production.startClockAtHead();
  }

  private restore(folder: ChainFolder, genesisMs: number): Promise<ChainPersistence> {
    return restoreFromFolder(
      {
        chainName: this.chainName,
        chainId: this.chainId,
        engine: this.engine,
        production: this.production,
        index: this.index,
        genesis: (slot) => this.genesis(slot),
        accept: (sealed, location) => this.accept(sealed, location),
        ...(this.options.prepareTransaction ? { prepareTransaction: this.options.prepareTransaction } : {}),
        say: (line) => this.say(line),
      },
      {
        folder,
        reset: this.options.reset ?? false,
        now: () => genesisMs,
        persistence: {
          chainId: this.chainId,
          chainName: this.chainName,
          snapshotEvery: this.options.snapshotEveryBlocks ?? 1200,
          capture: () => ({ head: this.production.head, engine: this.engine.snapshot() }),
          say: (line) => this.say(line),
        },
      },
    );
  }

  /** The genesis state (the hook) and block 1. */
  private genesis(slot: number): SealedBlock {
    this.options.genesis?.({ chainId: this.chainId, blockTime: slotTime(slot) });
    return this.production.genesis(slot, this.options.initialSchedule, this.options.signer);
  }

  /** Makes a sealed block the head and indexes it. */
  private accept(sealed: SealedBlock, location: RecordLocation | null): void {
    this.production.advanceTo(sealed.head);
    this.index.add(sealed.block, sealed.traces, location);
  }

  private readStoredBlock(location: RecordLocation): StoredBlock {
    if (!this.persistence) throw new Error("no block log");
    return this.persistence.readBlock(location);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error(`chain ${this.chainName} is stopped`);
  }

  private say(line: string): void {
    this.options.log?.(line);
  }
}
