import { chainError } from "../engine/chainErrors";
import type { IncomingTransaction } from "../engine/engineContract";
import { decodeTransaction } from "../engine/transaction/decodeTransaction";

/**
 * Deferred transactions are gone from Leap/Spring: the producer plugin refuses any incoming transaction
 * with delay_sec > 0 first thing (on_incoming_transaction_async, before its signatures are even recovered),
 * for push, send, send2 and compute alike, as an exception rather than a failure trace. Called by the
 * routes before the node sees the transaction. The decoding is memoised, so the node reuses it; a
 * transaction that does not decode is left to the node, which refuses it with the decoding error.
 */
export function refuseDelayed(incoming: IncomingTransaction): void {
  let delaySec: number;
  try {
    delaySec = decodeTransaction(incoming).delaySec;
  } catch {
    return;
  }
  if (delaySec > 0) throw chainError("transaction_exception", "transaction cannot be delayed");
}
