import type { KnownSignerOptions, KnownSigners } from "./knownSigners";

/** What a recovery worker starts with. */
export interface RecoveryWorkerData {
  knownSigners: KnownSignerOptions;
}

/** One transaction's signatures for a worker. */
export interface RecoveryJob {
  id: number;
  /** The signing digest, hex. */
  digest: string;
  signatures: string[];
  /** Likely signers (compressed hex, see knownSigners): a hint only. */
  candidates: readonly string[];
}

/** A worker's answer for one signature: a K1 key (compressed hex), another key's text, or null (no key). */
export type RecoveredEntry = { k1: string } | { text: string } | null;

/** What the pool sends: a batch of jobs, or a request for the known-signer counts. */
export type RecoveryRequest = RecoveryJob[] | "stats";

/** What a worker answers: one message per job, or its counts. */
export type RecoveryReply = { id: number; keys: RecoveredEntry[] } | { stats: KnownSigners["stats"] };
