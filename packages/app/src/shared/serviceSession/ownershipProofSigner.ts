/** Who a service session proves: the wallet session's account and how it signs. */
export interface ProvingIdentity {
  /** The UX account. */
  actor: string;
  /** "metamask" proves with personal_sign by ethAddress; every other wallet with an Antelope proof. */
  walletPlugin: string;
  ethAddress?: string;
}

/** verifyAuth's payload: the ownership proof transaction, signed and never broadcast. */
export interface AntelopeOwnershipProof {
  serializedTransaction: string;
  signatures: string[];
}

/**
 * The wallet signatures a proof needs, injected so that the handshake runs against fakes in tests. A
 * wallet that declines rejects as it does for any transaction (readableTransactionError reads it).
 */
export interface OwnershipProofSigner {
  /** Antelope wallets: core's ownershipProofAction for `nonce` in a fresh transaction, signed by the session. */
  signAntelopeProof(nonce: string): Promise<AntelopeOwnershipProof>;
  /** The Ethereum browser wallet: personal_sign of `message` by `address`, as 0x hex. */
  signEthereumMessage(address: string, message: string): Promise<string>;
}
