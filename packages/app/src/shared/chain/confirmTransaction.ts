import type { ChainClient, PushResult } from "@ux/core/chainClient";
import {
  isNodeosErrorNamed,
  isNodeUnreachable,
  TransactionError,
  TX_DUPLICATE_CODE,
  UNKNOWN_BLOCK_CODE,
} from "@ux/core/chainClient";
import { blockHoldsTransaction, isBlockConfirmed } from "./confirmation";
import { pollDelayMs } from "./pollingSchedule";
import type { Sleep } from "./sleep";

export interface ConfirmTransactionArgs {
  api: Pick<ChainClient, "getInfo" | "getBlockTransactionIds">;
  transactionId: string;
  /** Where the node put it; null when the node knows it (duplicate) but did not say where. */
  blockNum: number | null;
  /** The transaction's reference block: a transaction can only be in a later block. */
  referenceBlockNum: number;
  /** The transaction's expiration ('YYYY-MM-DDTHH:MM:SS', UTC). */
  expiration: string;
  /** Blocks to wait after the transaction's block; undefined waits for irreversibility. */
  depth?: number;
  /** Sends the same signed bytes again (after a fork dropped them). */
  resend: () => Promise<PushResult>;
  sleep: Sleep;
  signal?: AbortSignal;
  /** Observers for logging and tests. */
  onResend?: (attempt: number) => void;
  onNetworkLoss?: (error: unknown) => void;
}

export interface ConfirmedTransaction {
  transactionId: string;
  blockNum: number;
  resends: number;
  polls: number;
}

const isDuplicate = (error: unknown) => isNodeosErrorNamed(error, "tx_duplicate", TX_DUPLICATE_CODE);
const isUnknownBlock = (error: unknown) =>
  isNodeosErrorNamed(error, "unknown_block_exception", UNKNOWN_BLOCK_CODE);

function isPast(headBlockTime: string, expiration: string): boolean {
  return headBlockTime.slice(0, 19) > expiration;
}

/**
 * Polls until the transaction's block is irreversible (or `depth` blocks deep), on the spec's schedule
 * (500 ms growing 10% per poll, capped at 5 s). A transaction missing from its block was dropped by a fork
 * and is re-sent; a re-send the node calls a duplicate means it is already in another block, which is then
 * looked for from the reference block on. Network loss is retried silently; any other node error ends it.
 */
export async function confirmTransaction(args: ConfirmTransactionArgs): Promise<ConfirmedTransaction> {
  const { api, transactionId, signal } = args;
  let blockNum = args.blockNum;
  let scanFrom = args.referenceBlockNum + 1;
  let step = 0;
  let polls = 0;
  let resends = 0;

  while (true) {
    await args.sleep(pollDelayMs(step), signal);
    step += 1;
    polls += 1;
    try {
      const info = await api.getInfo(signal);
      if (blockNum === null) {
        // Look through the blocks produced since the last look for the one holding the transaction.
        for (; scanFrom <= info.head_block_num && blockNum === null; scanFrom++) {
          if (blockHoldsTransaction(await api.getBlockTransactionIds(scanFrom, signal), transactionId)) {
            blockNum = scanFrom;
          }
        }
        if (blockNum === null) {
          if (isPast(info.head_block_time, args.expiration))
            throw new TransactionError(
              `Transaction ${transactionId} expired before it was included in a block`,
            );
          continue;
        }
      }
      if (!isBlockConfirmed(info, blockNum, args.depth)) continue;
      let inBlock: boolean;
      try {
        inBlock = blockHoldsTransaction(await api.getBlockTransactionIds(blockNum, signal), transactionId);
      } catch (error) {
        if (!isUnknownBlock(error)) throw error;
        inBlock = false;
      }
      if (inBlock) return { transactionId, blockNum, resends, polls };

      resends += 1;
      args.onResend?.(resends);
      try {
        blockNum = (await args.resend()).blockNum;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        blockNum = null;
        scanFrom = args.referenceBlockNum + 1;
      }
      step = 0;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (!isNodeUnreachable(error)) throw error;
      args.onNetworkLoss?.(error);
    }
  }
}
