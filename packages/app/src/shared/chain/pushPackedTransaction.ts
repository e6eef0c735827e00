import type { ChainClient, PushResult, SignedTransaction } from "@ux/core/chainClient";

/*
 * Sends an already signed (e.g. co-signed) packed transaction the way the network asks for: through the
 * node client, so a node error is read in one place and the shared confirmation and error mapping apply
 * unchanged; the answer keeps the action traces, whose return values carry results such as the AMM's
 * order ids.
 */

export interface PushOptions {
  /** The network's guaranteed-push flag: send_transaction2 (retry_trx) instead of send_transaction. */
  pushGuarantee?: boolean;
  /** send_transaction2 only: blocks the node waits before answering. */
  retryTrxNumBlocks?: number;
}

export type PackedTransactionPusher = (
  signed: SignedTransaction,
  options?: PushOptions,
  signal?: AbortSignal,
) => Promise<PushResult>;

export function createPackedTransactionPusher(
  node: Pick<ChainClient, "sendTransaction" | "sendTransaction2">,
): PackedTransactionPusher {
  return (signed, options = {}, signal) =>
    options.pushGuarantee
      ? node.sendTransaction2(
          signed,
          options.retryTrxNumBlocks === undefined ? {} : { retryTrxNumBlocks: options.retryTrxNumBlocks },
          signal,
        )
      : node.sendTransaction(signed, signal);
}
