import type { AccountRecord, AccountSequences, ResourceLimits, ResourceUsage } from "./accountTypes";
import { RecentTransactions } from "./recentTransactions";
import { TableStore } from "./tableStore";
import { UndoableCell, UndoableMap, UndoLog } from "./undoLog";

/**
 * The whole chain state the engine owns: accounts with permissions and code, per-account sequences,
 * resources, contract tables, the global action sequence and the recent transaction ids. Every mutation
 * goes through the undo log, so `session()` gives all-or-nothing semantics without cloning anything.
 */
export class ChainState {
  readonly log = new UndoLog();
  readonly accounts = new UndoableMap<string, AccountRecord>(this.log);
  readonly sequences = new UndoableMap<string, AccountSequences>(this.log);
  readonly limits = new UndoableMap<string, ResourceLimits>(this.log);
  readonly usage = new UndoableMap<string, ResourceUsage>(this.log);
  readonly tables = new TableStore(this.log);
  readonly recentTransactions = new RecentTransactions(this.log);
  readonly globalSequence = new UndoableCell<bigint>(this.log, 0n);

  /** Runs `work` in a session: its changes are kept if it returns, reverted if it throws. */
  session<T>(work: () => T): T {
    this.log.begin();
    try {
      const result = work();
      this.log.commit();
      return result;
    } catch (error) {
      this.log.undo();
      throw error;
    }
  }

  /** Runs `work` and reverts every change it made, returning its result (dry runs). */
  dryRun<T>(work: () => T): T {
    this.log.begin();
    try {
      return work();
    } finally {
      this.log.undo();
    }
  }
}
