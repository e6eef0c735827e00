import {
  buildTransaction,
  type ChainClient,
  chainTimeToSeconds,
  isOutcomeUnknown,
  NodeosError,
  readTransactionHeader,
} from "@ux/core/chainClient";
import { type PrivateKey, Serializer, Transaction } from "@wharfkit/antelope";
import type { AbiCache } from "../chain/abiCache";
import { encodeAction, type JsonAction } from "../chain/actionData";
import { signTransaction } from "../chain/keySigning";
import type { StoredTransaction } from "../db/swapJobStore";

/*
 * Signed Antelope transactions that must happen at most once (a new account, a payout, a refund, a user's
 * payment): the caller stores the signed bytes BEFORE pushing them, and after a crash asks `outcome` rather
 * than signing anew. The chain's own rules make a repeat harmless (the same bytes are a duplicate), and a
 * transaction is only declared dead once history lacks it after its expiration, when no block can include it.
 */

export interface AntelopeSigner {
  account: string;
  permission: string;
  privateKey: PrivateKey;
}

export type PushOutcome =
  | { kind: "applied"; blockNum: number }
  | { kind: "refused"; error: string }
  | { kind: "unknown" };

export type TransactionOutcome =
  | { kind: "applied"; blockNum: number }
  | { kind: "pending" }
  | { kind: "dead" };

/** After its expiration, history is given this long to show a transaction before it is declared dead. */
const HISTORY_MARGIN_SECONDS = 10;

export type SenderChain = Pick<
  ChainClient,
  "getInfo" | "getBlockInfo" | "sendTransaction" | "historyTransaction" | "getAbi"
>;

export class AntelopeSender {
  constructor(
    readonly chainName: string,
    private readonly chain: SenderChain,
    private readonly abis: Pick<AbiCache, "get">,
  ) {}

  /** Encodes, packs and signs `actions` (TaPoS 3 blocks behind, expiring `expireSeconds` after the head). */
  async sign(
    actions: readonly JsonAction[],
    signer: AntelopeSigner,
    expireSeconds: number,
  ): Promise<StoredTransaction> {
    const encoded = await Promise.all(
      actions.map(async (action) => encodeAction(action, await this.abis.get(action.account))),
    );
    const { header, chainId } = await readTransactionHeader(this.chain, { expireSeconds });
    const built = buildTransaction(header, encoded);
    return {
      chain: this.chainName,
      id: built.id,
      packedTrx: built.packedTrx,
      signatures: [signTransaction(built.transaction, chainId, signer.privateKey)],
      expiration: chainTimeToSeconds(header.expiration),
    };
  }

  /** Pushes stored bytes: applied (a duplicate counts: the same bytes are already in), refused, or unknown. */
  async push(tx: StoredTransaction): Promise<PushOutcome> {
    try {
      const result = await this.chain.sendTransaction({
        id: tx.id,
        packedTrx: tx.packedTrx,
        signatures: tx.signatures,
      });
      return { kind: "applied", blockNum: result.blockNum };
    } catch (error) {
      if (error instanceof NodeosError && error.isDuplicate) return { kind: "unknown" };
      if (error instanceof NodeosError) return { kind: "refused", error: error.message };
      if (isOutcomeUnknown(error)) return { kind: "unknown" };
      throw error;
    }
  }

  /** Where a pushed transaction stands: in a block (history shows it), still possible, or never to be. */
  async outcome(tx: StoredTransaction): Promise<TransactionOutcome> {
    const history = await this.chain.historyTransaction(tx.id).catch((error: unknown) => {
      if (isOutcomeUnknown(error) || error instanceof NodeosError) return undefined;
      throw error;
    });
    if (history === undefined) return { kind: "pending" };
    if (history !== null) {
      const blockNum = history.actions.find((action) => action.block_num !== undefined)?.block_num;
      if (blockNum !== undefined) return { kind: "applied", blockNum };
    }
    const info = await this.chain.getInfo();
    return chainTimeToSeconds(info.head_block_time) > tx.expiration + HISTORY_MARGIN_SECONDS
      ? { kind: "dead" }
      : { kind: "pending" };
  }

  /** Whether the block is irreversible (at or below the chain's last irreversible block). */
  async isIrreversible(blockNum: number): Promise<boolean> {
    return (await this.chain.getInfo()).last_irreversible_block_num >= blockNum;
  }
}

/** The id and expiration of a packed transaction someone else signed (the user's payment). */
export function storedFromPacked(
  chain: string,
  packedTrx: string,
  signatures: readonly string[],
): StoredTransaction {
  const transaction = Serializer.decode({ data: packedTrx, type: Transaction });
  return {
    chain,
    id: transaction.id.hexString,
    packedTrx,
    signatures: [...signatures],
    expiration: Math.floor(transaction.expiration.toMilliseconds() / 1000),
  };
}
