import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import type { IncomingTransaction } from "../engineContract";
import { startTypeScriptWorker } from "../workerThreads/startTypeScriptWorker";
import { decodeTransaction, transactionSigningDigest } from "./decodeTransaction";
import { DEFAULT_KNOWN_SIGNER_OPTIONS, type KnownSigners } from "./knownSigners";
import type { RecoveredEntry, RecoveryJob, RecoveryReply, RecoveryWorkerData } from "./recoveryMessages";
import { rememberRecoveredK1Key, rememberRecoveredKey } from "./signatureKeys";

/** The workers' entry module (see recoveryWorker.ts). */
const WORKER_ENTRY = new URL("./recoveryWorker.ts", import.meta.url);

interface Pending {
  digest: string;
  signatures: string[];
  resolve: () => void;
}

/**
 * Signature recovery on worker threads. Recovery costs ~1 ms of secp256k1 arithmetic per signature (a third
 * of that for a known signer), so a node that awaits `prepare()` for each pushed transaction before applying
 * it spreads that work over the machine's cores; `applyTransaction` then finds the keys in the recovery
 * cache. The result is the same either way: applyTransaction still recovers anything that was not prepared.
 */
export class SignatureRecoveryPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly load: number[] = [];
  /** Jobs not sent yet, by worker: one message per worker and turn of the event loop. */
  private readonly outbox: RecoveryJob[][] = [];
  private flushing = false;
  private readonly statsWaiters: ((stats: KnownSigners["stats"]) => void)[] = [];
  private nextId = 1;

  constructor(size = availableParallelism()) {
    const workerData: RecoveryWorkerData = { knownSigners: DEFAULT_KNOWN_SIGNER_OPTIONS };
    for (let i = 0; i < Math.max(1, size); i++) {
      const worker = startTypeScriptWorker(WORKER_ENTRY, { ...workerData });
      worker.on("message", (message: RecoveryReply) => {
        if ("stats" in message) this.statsWaiters.shift()?.(message.stats);
        else this.settle(i, message);
      });
      worker.unref();
      this.workers.push(worker);
      this.load.push(0);
      this.outbox.push([]);
    }
  }

  /**
   * Recovers the transaction's signing keys in a worker and caches them. `candidates` are the likely
   * signers (compressed hex, see knownSigners), a hint only. Never throws.
   */
  prepare(incoming: IncomingTransaction, chainId: string, candidates: readonly string[] = []): Promise<void> {
    let digest: string;
    try {
      const trx = decodeTransaction(incoming);
      digest = Buffer.from(transactionSigningDigest(trx, chainId)).toString("hex");
    } catch {
      return Promise.resolve(); // applyTransaction refuses it with the right error
    }
    const id = this.nextId++;
    const index = this.load.indexOf(Math.min(...this.load));
    this.load[index] = (this.load[index] ?? 0) + 1;
    // A worker keeps the process alive only while it has work, so an idle pool never blocks exit.
    if (this.load[index] === 1) this.workers[index]?.ref();
    return new Promise((resolve) => {
      const signatures = [...incoming.signatures];
      this.pending.set(id, { digest, signatures, resolve });
      this.outbox[index]?.push({ id, digest, signatures, candidates });
      this.scheduleFlush();
    });
  }

  /**
   * Sends the queued jobs once the requests of this turn of the event loop are in: a message per
   * transaction costs the main thread more than the worker saves when the machine is busy.
   */
  private scheduleFlush(): void {
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      this.outbox.forEach((jobs, index) => {
        if (jobs.length === 0) return;
        this.outbox[index] = [];
        this.workers[index]?.postMessage(jobs);
      });
    });
  }

  /** Each worker's known-signer counts (tests and benchmarks), once the work sent before is done. */
  async stats(): Promise<KnownSigners["stats"][]> {
    const all: KnownSigners["stats"][] = [];
    for (const [index, worker] of this.workers.entries()) {
      worker.ref();
      all.push(
        await new Promise<KnownSigners["stats"]>((resolve) => {
          this.statsWaiters.push(resolve);
          setImmediate(() => worker.postMessage("stats"));
        }),
      );
      if (this.load[index] === 0) worker.unref();
    }
    return all;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
    for (const pending of this.pending.values()) pending.resolve();
    this.pending.clear();
  }

  private settle(index: number, message: { id: number; keys: RecoveredEntry[] }): void {
    this.load[index] = Math.max(0, (this.load[index] ?? 1) - 1);
    if (this.load[index] === 0) this.workers[index]?.unref();
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    message.keys.forEach((entry, i) => {
      const signature = pending.signatures[i];
      if (entry === null || signature === undefined) return;
      if ("k1" in entry) rememberRecoveredK1Key(pending.digest, signature, entry.k1);
      else rememberRecoveredKey(pending.digest, signature, entry.text);
    });
    pending.resolve();
  }
}
