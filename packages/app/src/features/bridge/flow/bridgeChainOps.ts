import type { ActionInput, PermissionLevel, SignedTransaction } from "@ux/core/chainClient";

/** A pushed transaction and the block it landed in. */
export interface LandedTransaction {
  transactionId: string;
  blockNum: number;
}

/**
 * What the bridge flow does on one chain with that chain's connected wallet (two wallets may be
 * connected: the source's signs the lock or retire, the destination's signs the proofs).
 */
export interface BridgeChainOps {
  /** The connected account's permission level on this chain. */
  readonly signer: PermissionLevel;
  /** The wallet signs the actions unsent, 3 blocks behind head, expiring after expireSeconds. */
  sign(actions: readonly ActionInput[], expireSeconds: number): Promise<SignedTransaction>;
  /** Pushes the signed bytes and waits for depth blocks after its block (undefined: irreversibility). */
  pushAndConfirm(signed: SignedTransaction, depth?: number): Promise<LandedTransaction>;
}
