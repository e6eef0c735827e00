import type { Action } from "./action";
import { type ActionReceipt, actionReceiptDigest } from "./actionReceipt";
import { merkleProofPath, merkleRoot } from "./merkle";
import type { ActionProof } from "./proofTypes";

/** One action receipt of a block with the action it receipts (a notification repeats its action). */
export interface ReceiptedAction {
  action: Action;
  receipt: ActionReceipt;
  /** Hex of the return value; empty when the action returned nothing. */
  returnValue: string;
}

/** A block's receipts in execution order (global sequence), as its action_mroot covers them. */
export function inExecutionOrder(actions: readonly ReceiptedAction[]): ReceiptedAction[] {
  return [...actions].sort((a, b) =>
    a.receipt.globalSequence < b.receipt.globalSequence
      ? -1
      : a.receipt.globalSequence > b.receipt.globalSequence
        ? 1
        : 0,
  );
}

/** The action_mroot the receipts imply: equal to the header's only when none is missing or altered. */
export function actionMrootOf(ordered: readonly ReceiptedAction[]): string {
  return merkleRoot(ordered.map(({ receipt }) => actionReceiptDigest(receipt)));
}

/** The action proof of ordered[index]: its action, receipt and path to the block's action_mroot. */
export function actionProofAt(ordered: readonly ReceiptedAction[], index: number): ActionProof {
  const proven = ordered[index];
  if (!proven) throw new Error(`no action receipt ${index} in the block`);
  return {
    action: proven.action,
    receipt: proven.receipt,
    returnValue: proven.returnValue,
    amproofpath: merkleProofPath(
      ordered.map(({ receipt }) => actionReceiptDigest(receipt)),
      index,
    ),
  };
}
