/** Wire types shared by the signer, the node client and the submission path (nodeos JSON shapes). */

export interface PermissionLevel {
  actor: string;
  permission: string;
}

/** An action as the app builds it: data as JSON, encoded against the contract's ABI by the signer. */
export interface ActionInput {
  account: string;
  name: string;
  authorization: PermissionLevel[];
  data: Record<string, unknown>;
}

/** TaPoS and expiry: what makes a signed transaction valid on one chain for a limited time. */
export interface TransactionHeader {
  /** 'YYYY-MM-DDTHH:MM:SS' in UTC, as nodeos writes time_point_sec. */
  expiration: string;
  ref_block_num: number;
  ref_block_prefix: number;
}

/** A signed, packed transaction: what send_transaction takes and what a re-send repeats unchanged. */
export interface SignedTransaction {
  /** sha256 of the packed transaction (hex): how the node and the blocks name it. */
  id: string;
  packedTrx: string;
  signatures: string[];
}

/** Where the node put a transaction it accepted. */
export interface PushResult {
  transactionId: string;
  blockNum: number;
}

/** Signs with the connected wallet (WharfKit session, or a fake in tests). */
export interface TransactionSigner {
  sign(header: TransactionHeader, actions: readonly ActionInput[]): Promise<SignedTransaction>;
}
