import { parentPort, workerData } from "node:worker_threads";
import { Checksum256, Signature } from "@wharfkit/antelope";
import { createKnownSigners } from "./knownSigners";
import type { RecoveredEntry, RecoveryReply, RecoveryRequest, RecoveryWorkerData } from "./recoveryMessages";
import { k1Curve } from "./secp256k1Recovery";

// The entry module of a SignatureRecoveryPool worker thread: recovers the keys of each job's signatures with
// this thread's own curve tables and known signers, and answers with what the main thread caches.

if (!parentPort) throw new Error("recoveryWorker runs on a worker thread (see SignatureRecoveryPool)");
const port = parentPort;
const signers = createKnownSigners(k1Curve, (workerData as RecoveryWorkerData).knownSigners);

function recoverEntry(digest: Uint8Array, signature: string, candidates: readonly string[]): RecoveredEntry {
  try {
    const parsed = Signature.from(signature);
    const k1 =
      String(parsed.type) === "K1" ? signers.recover(digest, parsed.data.array, candidates) : undefined;
    if (k1) return { k1 };
    const key = parsed.recoverDigest(Checksum256.from(digest));
    return { text: String(key.type) === "K1" ? key.toLegacyString() : key.toString() };
  } catch {
    return null; // nothing remembered: the engine recovers it itself and refuses it with nodeos' error
  }
}

port.on("message", (request: RecoveryRequest) => {
  if (request === "stats") {
    port.postMessage({ stats: signers.stats } satisfies RecoveryReply);
    return;
  }
  for (const { id, digest, signatures, candidates } of request) {
    const digestBytes = Buffer.from(digest, "hex");
    const keys = signatures.map((signature) => recoverEntry(digestBytes, signature, candidates));
    port.postMessage({ id, keys } satisfies RecoveryReply);
  }
});
