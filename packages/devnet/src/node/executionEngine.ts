import type { ActionReceipt } from "@ux/core/antelope";
import type { BlockContext, IncomingTransaction, TransactionTrace } from "../engine/engineContract";

/** What applying one transaction yields: its trace and the receipts the block's action_mroot commits to. */
export interface AppliedTransaction {
  trace: TransactionTrace;
  /** action_receipts in execution order. */
  receipts: ActionReceipt[];
  netUsageWords: number;
  cpuUsageUs: number;
}

/**
 * The node's view of the execution engine (src/engine's ChainEngine): it applies transactions to the state and can
 * save and restore that state. The node owns time and blocks; the engine owns state and rules. Every
 * call must be deterministic: the block log is replayed through it at start.
 */
export interface ExecutionEngine {
  /** Applies a transaction to the pending block's state, or throws ChainError and changes nothing. */
  applyTransaction(incoming: IncomingTransaction, ctx: BlockContext): AppliedTransaction;
  /** Runs a transaction as applyTransaction would, then drops every change (compute_transaction). */
  computeTransaction(incoming: IncomingTransaction, ctx: BlockContext): AppliedTransaction;
  /** A JSON-safe copy of the whole state. */
  snapshot(): unknown;
  /** Replaces the whole state with a snapshot's. */
  restore(snapshot: unknown): void;
  /**
   * Accounts whose stored ABI is not their contract's current one (a data folder made before a contract
   * changed its interface): what the restore warns about.
   */
  outdatedAbis?(): string[];
}
