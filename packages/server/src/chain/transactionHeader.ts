import { unixToTimePointSec } from "@ux/core/contracts/chainJson";
import { TX_BLOCKS_BEHIND, TX_EXPIRE_SECONDS } from "@ux/core/money/constants";
import type { NodeosClient } from "./nodeosClient";

export interface TransactionHeader {
  expiration: string;
  ref_block_num: number;
  ref_block_prefix: number;
  max_net_usage_words: number;
  max_cpu_usage_ms: number;
  delay_sec: number;
}

/** nodeos time text (UTC, no zone) to unix milliseconds. */
export function chainTimeToMs(text: string): number {
  const ms = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
  if (Number.isNaN(ms)) throw new RangeError(`not a chain time: ${text}`);
  return ms;
}

/** nodeos time text to unix seconds (whole seconds, rounded down). */
export function chainTimeToSeconds(text: string): number {
  return Math.floor(chainTimeToMs(text) / 1000);
}

/** ref_block_prefix: the little-endian uint32 at bytes 8..11 of the block id. */
export function refBlockPrefix(blockId: string): number {
  return Buffer.from(blockId.slice(16, 24), "hex").readUInt32LE(0);
}

/**
 * TaPoS header from the chain: reference block `blocksBehind` blocks behind head (3 per spec), expiration
 * `expireSeconds` after head block time (360 s per spec). Returns the chain id from get_info too.
 */
export async function transactionHeader(
  chain: Pick<NodeosClient, "getInfo" | "getBlock">,
  blocksBehind = TX_BLOCKS_BEHIND,
  expireSeconds = TX_EXPIRE_SECONDS,
): Promise<{ header: TransactionHeader; chainId: string; headTimeMs: number }> {
  const info = await chain.getInfo();
  const refNum = Math.max(1, info.head_block_num - blocksBehind);
  const block = await chain.getBlock(refNum);
  const headTimeMs = chainTimeToMs(info.head_block_time);
  const expiration = unixToTimePointSec(Math.floor(headTimeMs / 1000) + expireSeconds);
  return {
    chainId: info.chain_id,
    headTimeMs,
    header: {
      expiration,
      ref_block_num: refNum & 0xffff,
      ref_block_prefix: refBlockPrefix(block.id),
      max_net_usage_words: 0,
      max_cpu_usage_ms: 0,
      delay_sec: 0,
    },
  };
}
