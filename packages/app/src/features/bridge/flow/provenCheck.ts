import type { PreviousTransfer } from "@ux/core/bridge";
import { type BlockActionEntry, findEmitxfer } from "./blockActions";

export interface ProvenSources {
  blockActions(blockNum: number): Promise<BlockActionEntry[][]>;
  /** Receipt digests the destination contract's `processed` table holds (its latest 1000). */
  processedDigests(): Promise<ReadonlySet<string>>;
}

/**
 * Whether each previous transfer was proven: its emitxfer's receipt digest (from the proof socket's
 * getBlockActions) is in the destination's processed table. A transfer whose receipt cannot be found is
 * unproven, so Retry is offered and says why it fails.
 */
export async function provenStates(
  sources: ProvenSources,
  transfers: readonly PreviousTransfer[],
  emitter: string,
): Promise<Record<string, boolean>> {
  const processed = await sources.processedDigests();
  const entries = await Promise.all(
    transfers.map(async (transfer): Promise<[string, boolean]> => {
      try {
        const blockActions = await sources.blockActions(transfer.blockNum);
        const entry = findEmitxfer(blockActions, transfer.transactionId, emitter);
        return [transfer.transactionId, entry !== undefined && processed.has(entry.action_receipt_digest)];
      } catch {
        return [transfer.transactionId, false];
      }
    }),
  );
  return Object.fromEntries(entries);
}
