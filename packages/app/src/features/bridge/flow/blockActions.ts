/** One action of a block as the proof socket lists it (what the flow reads of it). */
export interface BlockActionEntry {
  transactionId: string;
  action_receipt_digest: string;
  action: { account: string; name: string };
  receiver: string;
  receipt: unknown;
}

/**
 * The emitxfer receipt a transfer left in its block's actions (getBlockActions, one list per transaction):
 * the emitter's own action to itself, whose receipt digest is what the destination proves and records.
 */
export function findEmitxfer(
  blockActions: readonly BlockActionEntry[][],
  transactionId: string,
  emitter: string,
): BlockActionEntry | undefined {
  return blockActions
    .flat()
    .find(
      (action) =>
        action.transactionId === transactionId &&
        action.action.account === emitter &&
        action.action.name === "emitxfer" &&
        action.receiver === emitter,
    );
}
