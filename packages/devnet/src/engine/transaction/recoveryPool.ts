import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { IncomingTransaction } from "../engineContract";
import { decodeTransaction, signingDigest } from "./decodeTransaction";
import { createK1Recovery } from "./secp256k1Recovery";
import { rememberRecoveredKey } from "./signatureKeys";

// The worker is plain CommonJS evaluated from text, so it runs the same under tsx, vitest and node without a
// TypeScript loader: it gets the fast recovery as the source of its self-contained factory (`__name` is the
// helper some transpilers wrap named functions with) and loads WharfKit from the path this module resolves.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { Bytes, Checksum256, KeyType, PublicKey, Signature } = require(workerData.antelopePath);
const __name = (target) => target;
const recoverCompressedKey = (${createK1Recovery.toString()})();
parentPort.on("message", ({ id, digest, signatures }) => {
  const digestBytes = Buffer.from(digest, "hex");
  const keys = signatures.map((signature) => {
    try {
      const parsed = Signature.from(signature);
      const compressed = String(parsed.type) === "K1" ? recoverCompressedKey(digestBytes, parsed.data.array) : undefined;
      if (compressed) return new PublicKey(KeyType.K1, Bytes.from(compressed)).toLegacyString();
      const key = parsed.recoverDigest(Checksum256.from(digestBytes));
      return String(key.type) === "K1" ? key.toLegacyString() : key.toString();
    } catch {
      return null;
    }
  });
  parentPort.postMessage({ id, keys });
});
`;

interface Pending {
  digest: string;
  signatures: string[];
  resolve: () => void;
}

/**
 * Signature recovery on worker threads. Recovery costs ~2 ms of secp256k1 arithmetic per signature, so a
 * node that awaits `prepare()` for each pushed transaction before applying it spreads that work over the
 * machine's cores; `applyTransaction` then finds the keys in the recovery cache. The result is the same
 * either way: applyTransaction still recovers anything that was not prepared.
 */
export class SignatureRecoveryPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly load: number[] = [];
  private nextId = 1;

  constructor(size = availableParallelism()) {
    const antelopePath = createRequire(import.meta.url).resolve("@wharfkit/antelope");
    for (let i = 0; i < Math.max(1, size); i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { antelopePath } });
      worker.on("message", (message: { id: number; keys: (string | null)[] }) => this.settle(i, message));
      worker.unref();
      this.workers.push(worker);
      this.load.push(0);
    }
  }

  /** Recovers the transaction's signing keys in a worker and caches them. Never throws. */
  prepare(incoming: IncomingTransaction, chainId: string): Promise<void> {
    let digest: string;
    try {
      const trx = decodeTransaction(incoming);
      digest = Buffer.from(signingDigest(chainId, trx.packedTrx, trx.contextFreeData)).toString("hex");
    } catch {
      return Promise.resolve(); // applyTransaction refuses it with the right error
    }
    const id = this.nextId++;
    const index = this.load.indexOf(Math.min(...this.load));
    this.load[index] = (this.load[index] ?? 0) + 1;
    // A worker keeps the process alive only while it has work, so an idle pool never blocks exit.
    if (this.load[index] === 1) this.workers[index]?.ref();
    return new Promise((resolve) => {
      this.pending.set(id, { digest, signatures: [...incoming.signatures], resolve });
      this.workers[index]?.postMessage({ id, digest, signatures: incoming.signatures });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
    for (const pending of this.pending.values()) pending.resolve();
    this.pending.clear();
  }

  private settle(index: number, message: { id: number; keys: (string | null)[] }): void {
    this.load[index] = Math.max(0, (this.load[index] ?? 1) - 1);
    if (this.load[index] === 0) this.workers[index]?.unref();
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    message.keys.forEach((key, i) => {
      const signature = pending.signatures[i];
      if (key !== null && signature !== undefined) rememberRecoveredKey(pending.digest, signature, key);
    });
    pending.resolve();
  }
}
