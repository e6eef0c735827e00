import type { ChainClient } from "./chainClient";
import { TX_BLOCKS_BEHIND, TX_EXPIRE_SECONDS } from "./transactionConstants";
import { referenceBlockNumber, type TransactionHeader, transactionHeader } from "./transactionHeader";

export interface HeaderOptions {
  /** Default 3 (spec 1 §9). */
  blocksBehind?: number;
  /** Default 360 (spec 1 §9). */
  expireSeconds?: number;
  signal?: AbortSignal;
}

export interface ChainHeader {
  header: TransactionHeader;
  /** The chain the header is valid on: what signatures cover. */
  chainId: string;
  /** The reference block's full number: the transaction can only be in a later block. */
  referenceBlockNum: number;
}

/** The header of a transaction built now, read from the chain: get_info, then the reference block. */
export async function readTransactionHeader(
  node: Pick<ChainClient, "getInfo" | "getBlockInfo">,
  options: HeaderOptions = {},
): Promise<ChainHeader> {
  const { signal } = options;
  const info = await node.getInfo(signal);
  const referenceBlockNum = referenceBlockNumber(
    info.head_block_num,
    options.blocksBehind ?? TX_BLOCKS_BEHIND,
  );
  const reference = await node.getBlockInfo(referenceBlockNum, signal);
  return {
    header: transactionHeader(info.head_block_time, reference, options.expireSeconds ?? TX_EXPIRE_SECONDS),
    chainId: info.chain_id,
    referenceBlockNum,
  };
}
