import type { TransactionHeader } from "./transactionHeader";

/*
 * A transaction from its header and actions to what send_transaction takes. Each side signs its own way
 * (the services with their keys, the app through the wallet's session); both sign this body and send the
 * packed bytes the same way.
 */

export interface PermissionLevel {
  actor: string;
  permission: string;
}

/** An action as JSON: its data is encoded against the contract's ABI by whoever signs. */
export interface ActionInput {
  account: string;
  name: string;
  authorization: PermissionLevel[];
  data: Record<string, unknown>;
}

/** A signed, packed transaction: what send_transaction takes and what a re-send repeats unchanged. */
export interface SignedTransaction {
  /** sha256 of the packed transaction (hex): how the node and the blocks name it. */
  id: string;
  /** Hex of the packed (serialized, uncompressed) transaction: exactly the bytes the signatures cover. */
  packedTrx: string;
  signatures: string[];
}

/** Signs with a wallet or a key, without sending. */
export interface TransactionSigner {
  sign(header: TransactionHeader, actions: readonly ActionInput[]): Promise<SignedTransaction>;
}

/** The transaction as JSON: the header, no resource limits, no delay, no context-free actions. */
export function transactionBody<Action>(header: TransactionHeader, actions: readonly Action[]) {
  return {
    ...header,
    max_net_usage_words: 0,
    max_cpu_usage_ms: 0,
    delay_sec: 0,
    context_free_actions: [],
    actions: [...actions],
    transaction_extensions: [],
  };
}

/** A packed transaction as send_transaction takes it (and send_transaction2 wraps it). */
export function packedTransactionBody(signed: SignedTransaction) {
  return {
    signatures: signed.signatures,
    compression: 0,
    packed_context_free_data: "",
    packed_trx: signed.packedTrx,
  };
}

export interface SendTransaction2Options {
  /** Blocks the node waits before answering; undefined lets it wait for irreversibility. */
  retryTrxNumBlocks?: number;
}

/** send_transaction2's body: the node retries the transaction until it is in a block (or expires). */
export function sendTransaction2Body(signed: SignedTransaction, options: SendTransaction2Options = {}) {
  return {
    return_failure_trace: false,
    retry_trx: true,
    ...(options.retryTrxNumBlocks === undefined ? {} : { retry_trx_num_blocks: options.retryTrxNumBlocks }),
    transaction: packedTransactionBody(signed),
  };
}
