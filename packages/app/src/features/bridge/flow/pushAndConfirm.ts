import {
  type ChainClient,
  decodePackedTransaction,
  referenceBlockFromTapos,
  type SignedTransaction,
  TransactionError,
} from "@ux/core/chainClient";
import { confirmTransaction } from "../../../shared/chain/confirmTransaction";
import type { PackedTransactionPusher, PushOptions } from "../../../shared/chain/pushPackedTransaction";
import { realSleep } from "../../../shared/chain/sleep";
import { t } from "../../../shared/i18n/translate";
import type { LandedTransaction } from "./bridgeChainOps";

/**
 * BridgeChainOps.pushAndConfirm over one node: pushes the signed bytes (again if they are lost), then waits
 * until the transaction is `depth` blocks deep (undefined: irreversible). `onPushed` hears the block the
 * transaction was pushed at (the node's head when the push did not say).
 */
export async function pushAndConfirm(
  node: Pick<ChainClient, "getInfo" | "getBlockTransactionIds">,
  push: PackedTransactionPusher,
  pushOptions: PushOptions,
  signed: SignedTransaction,
  depth?: number,
  onPushed?: (blockNum: number) => void,
): Promise<LandedTransaction> {
  const transaction = decodePackedTransaction(signed.packedTrx);
  if (transaction === null)
    throw new TransactionError(t("The wallet returned a transaction that cannot be read"));
  const pushed = await push(signed, pushOptions);
  const near = pushed.blockNum ?? (await node.getInfo()).head_block_num;
  onPushed?.(near);
  const confirmed = await confirmTransaction({
    api: node,
    transactionId: pushed.transactionId,
    blockNum: pushed.blockNum,
    referenceBlockNum: referenceBlockFromTapos(Number(transaction.ref_block_num), near),
    expiration: transaction.expiration.toString(),
    ...(depth === undefined ? {} : { depth }),
    resend: () => push(signed, pushOptions),
    sleep: realSleep,
  });
  return { transactionId: confirmed.transactionId, blockNum: confirmed.blockNum };
}
