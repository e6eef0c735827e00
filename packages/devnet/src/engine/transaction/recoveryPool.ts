import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { IncomingTransaction } from "../engineContract";
import { decodeTransaction, transactionSigningDigest } from "./decodeTransaction";
import { createKnownSigners, DEFAULT_KNOWN_SIGNER_OPTIONS, type KnownSigners } from "./knownSigners";
import { createK1Curve } from "./secp256k1Recovery";
import { rememberRecoveredK1Key, rememberRecoveredKey } from "./signatureKeys";

/** A worker's answer for one signature: a K1 key (compressed hex), another key's text, or null (no key). */
type RecoveredEntry = { k1: string } | { text: string } | null;

// The worker is plain CommonJS evaluated from text, so it runs the same under tsx, vitest and node without a
// TypeScript loader: it gets the curve and the known signers as the source of their self-contained factories
// (`__name` is the helper some transpilers wrap named functions with) and loads WharfKit from the path this
// module resolves.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { Checksum256, Signature } = require(workerData.antelopePath);
const __name = (target) => target;
const curve = (${createK1Curve.toString()})();
const signers = (${createKnownSigners.toString()})(curve, workerData.knownSigners);
parentPort.on("message", (jobs) => {
  if (jobs === "stats") return parentPort.postMessage({ stats: signers.stats });
  for (const { id, digest, signatures, candidates } of jobs) {
    const digestBytes = Buffer.from(digest, "hex");
    const keys = signatures.map((signature) => {
      try {
        const parsed = Signature.from(signature);
        const k1 = String(parsed.type) === "K1" ? signers.recover(digestBytes, parsed.data.array, candidates) : undefined;
        if (k1) return { k1 };
        const key = parsed.recoverDigest(Checksum256.from(digestBytes));
        return { text: String(key.type) === "K1" ? key.toLegacyString() : key.toString() };
      } catch {
        return null; // nothing remembered: the engine recovers it itself and refuses it with nodeos' error
      }
    });
    parentPort.postMessage({ id, keys });
  }
});
`;

type WorkerReply = { id: number; keys: RecoveredEntry[] } | { stats: KnownSigners["stats"] };

/** One transaction's signatures for a worker. */
interface RecoveryJob {
  id: number;
  digest: string;
  signatures: string[];
  candidates: readonly string[];
}

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
    const antelopePath = createRequire(import.meta.url).resolve("@wharfkit/antelope");
    for (let i = 0; i < Math.max(1, size); i++) {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { antelopePath, knownSigners: DEFAULT_KNOWN_SIGNER_OPTIONS },
      });
      worker.on("message", (message: WorkerReply) => {
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
