import type { ProducerAuthority, ProducerAuthoritySchedule } from "@ux/core/antelope";
import type { BlockContext, IncomingTransaction, TransactionTrace } from "../../engine/engineContract";
import { actionReceiptDigest } from "../actionReceiptDigest";
import {
  type BlockSigner,
  type ChainHead,
  finalizePendingBlock,
  genesisBlock,
  type PendingBlock,
  type SignedBlock,
  startPendingBlock,
} from "../blockAssembly";
import { slotAt, slotTime } from "../blockSlot";
import type { AppliedTransaction, ExecutionEngine } from "../executionEngine";
import { ReplayError } from "../persistence/replayError";
import { proposeSchedule } from "../scheduleState";
import { ProductionClock } from "./productionClock";

/** A block being filled: its header fields and transactions, and the traces of those. */
export interface OpenBlock {
  block: PendingBlock;
  traces: TransactionTrace[];
  /** Whether the log holds records of this block (transactions or a proposal), so it must be sealed. */
  logged: boolean;
}

/** Where a logged record was applied: the pending block's number and slot. */
export interface BlockPosition {
  blockNum: number;
  slot: number;
}

/** A block just sealed, the head it leaves and its transactions' traces. */
export interface SealedBlock {
  block: SignedBlock;
  head: ChainHead;
  traces: TransactionTrace[];
}

export interface BlockProductionOptions {
  chainId: string;
  chainName: string;
  engine: ExecutionEngine;
  /** Wall clock in ms: a new pending block starts at the slot after it (plus the clock's advance). */
  now: () => number;
  /** Consecutive blocks per producer. */
  repetitions: number;
  /** How many blocks the last irreversible block trails the head. */
  irreversibleDistance: number;
  /** Ids of recent blocks by the low 16 bits of their number (the engine's TaPoS check). */
  blockIdByNumLow16: (blockNum: number) => string | undefined;
}

/**
 * The head and the block being built on it. Transactions are applied through the engine into the pending
 * block of the next slot (or, on replay, the slot the log recorded); sealing it gives the signed block and
 * the head it leaves, which the caller makes the head once the block is recorded (advanceTo).
 */
export class BlockProduction {
  private current!: ChainHead;
  private open: OpenBlock | null = null;
  private readonly contexts = new WeakMap<PendingBlock, BlockContext>();
  private readonly clock: ProductionClock;

  constructor(private readonly options: BlockProductionOptions) {
    this.clock = new ProductionClock(options.now);
  }

  /** The chain's time in ms: the wall clock plus any advance (what the slot timer waits for). */
  now(): number {
    return this.clock.now();
  }

  /** How far the chain's time runs ahead of the wall clock, in ms. */
  get clockOffsetMs(): number {
    return this.clock.offsetMs;
  }

  /** A chain created in the past: production continues from its genesis block's time (ProductionClock). */
  startClockAtHead(): void {
    this.clock.startAt(this.current.slot);
  }

  /** After a replay: production continues after the head's time, never before it (see ProductionClock). */
  resumeClock(): void {
    this.clock.catchUp(this.current.slot);
  }

  /**
   * Moves the chain's time `ms` forward (devnet only). A pending block that holds nothing is dropped, so
   * the next block is the one that jumps; a pending block with transactions keeps its slot and the block
   * after it jumps. Returns the slot of the block that will be sealed next.
   */
  advanceClock(ms: number): number {
    this.clock.advance(ms, this.current.slot);
    if (this.open !== null && !this.open.logged) this.open = null;
    return this.pendingBlock().block.slot;
  }

  get head(): ChainHead {
    return this.current;
  }

  /** The block being filled, if one has started. */
  get pending(): OpenBlock | null {
    return this.open;
  }

  get lastIrreversibleBlockNum(): number {
    return Math.max(1, this.current.blockNum - this.options.irreversibleDistance);
  }

  /** Block 1 on the genesis state; not the head until advanceTo. */
  genesis(slot: number, initialSchedule: ProducerAuthoritySchedule, signer: BlockSigner): SealedBlock {
    return { ...genesisBlock(slot, initialSchedule, signer), traces: [] };
  }

  /** Makes `head` the head (a block sealed and recorded, or a snapshot's head). */
  advanceTo(head: ChainHead): void {
    this.current = head;
  }

  /**
   * Applies a transaction to the pending block: the next slot's, or the one `at` names (replay). Throws the
   * engine's ChainError, having changed nothing, when it is refused.
   */
  apply(incoming: IncomingTransaction, at?: BlockPosition): { pending: OpenBlock; trace: TransactionTrace } {
    const pending = at ? this.pendingAt(at) : this.pendingBlock();
    const applied = this.options.engine.applyTransaction(incoming, this.blockContext(pending.block));
    this.include(pending, incoming, applied);
    pending.logged = true;
    return { pending, trace: applied.trace };
  }

  /** Runs a transaction against the pending block's state and drops every change (compute_transaction). */
  compute(incoming: IncomingTransaction): TransactionTrace {
    const open = this.pendingBlock();
    return this.options.engine.computeTransaction(incoming, this.blockContext(open.block)).trace;
  }

  /**
   * Proposes a producer schedule in the pending block (the one `at` names on replay). Returns the block, or
   * null when the producers equal the schedule they would replace.
   */
  propose(producers: ProducerAuthority[], at?: BlockPosition): OpenBlock | null {
    const open = at ? this.pendingAt(at) : this.pendingBlock();
    const next = proposeSchedule(open.block.schedule, producers, open.block.blockNum);
    if (at) open.logged = true; // a logged proposal belongs to its block even when it changed nothing
    if (next === null) return null;
    open.block.schedule = next;
    open.logged = true;
    return open;
  }

  /** Seals the pending block (starting an empty one if none): header, id and the signer's signature. */
  seal(signer: BlockSigner): SealedBlock {
    const open = this.pendingBlock();
    const { block, head } = finalizePendingBlock(this.current, open.block, signer);
    this.open = null;
    return { block, head, traces: open.traces };
  }

  /** The pending block, started at the slot after both the head's and the clock's when there is none. */
  pendingBlock(): OpenBlock {
    if (this.open === null) {
      const slot = Math.max(this.current.slot + 1, slotAt(this.clock.now()) + 1);
      this.open = this.start(slot);
    }
    return this.open;
  }

  /** The pending block a logged record belongs to, started at the logged slot if need be. */
  pendingAt({ blockNum, slot }: BlockPosition): OpenBlock {
    const { chainName } = this.options;
    if (this.open === null) {
      if (blockNum !== this.current.blockNum + 1)
        throw new ReplayError(
          `${chainName}: the log skips from block ${this.current.blockNum} to ${blockNum}`,
        );
      this.open = this.start(slot);
    }
    if (this.open.block.blockNum !== blockNum || this.open.block.slot !== slot)
      throw new ReplayError(`${chainName}: the log's records of block ${blockNum} disagree on its slot`);
    return this.open;
  }

  private start(slot: number): OpenBlock {
    return {
      block: startPendingBlock(this.current, slot, this.lastIrreversibleBlockNum, this.options.repetitions),
      traces: [],
      logged: false,
    };
  }

  /** The engine's view of a pending block (made once per block: its number, time and producer are fixed). */
  private blockContext(pending: PendingBlock): BlockContext {
    let context = this.contexts.get(pending);
    if (!context) {
      context = {
        chainId: this.options.chainId,
        blockNum: pending.blockNum,
        blockTime: slotTime(pending.slot),
        producer: pending.producer,
        blockIdByNumLow16: this.options.blockIdByNumLow16,
      };
      this.contexts.set(pending, context);
    }
    return context;
  }

  private include(open: OpenBlock, incoming: IncomingTransaction, applied: AppliedTransaction): void {
    open.block.transactions.push({
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
      open.block.actionReceiptDigests.push(actionReceiptDigest(receipt));
    open.traces.push(applied.trace);
  }
}
