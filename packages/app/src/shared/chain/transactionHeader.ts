import { TX_BLOCKS_BEHIND, TX_EXPIRE_SECONDS } from "@ux/core/money/constants";
import type { TransactionHeader } from "./signedTransaction";

/** The block a transaction refers to (TaPoS): 3 blocks behind head (spec 1 §9), never before block 1. */
export function referenceBlockNumber(headBlockNum: number, blocksBehind: number = TX_BLOCKS_BEHIND): number {
  return Math.max(1, headBlockNum - blocksBehind);
}

/** TaPoS' ref_block_prefix: bytes 8..11 of the block id read as a little-endian uint32. */
export function refBlockPrefix(blockId: string): number {
  if (!/^[0-9a-fA-F]{64}$/.test(blockId)) throw new RangeError(`'${blockId}' is not a block id`);
  let prefix = 0;
  for (let byte = 3; byte >= 0; byte--) {
    const offset = (8 + byte) * 2;
    prefix = prefix * 256 + Number.parseInt(blockId.slice(offset, offset + 2), 16);
  }
  return prefix;
}

/**
 * nodeos prints block times as UTC without a zone ('2024-05-01T12:00:00.500'); the expiry is that time
 * plus expireSeconds, cut to whole seconds as time_point_sec.
 */
export function expirationAfter(headBlockTime: string, expireSeconds: number): string {
  const zoned = /(?:Z|[+-]\d\d:\d\d)$/.test(headBlockTime) ? headBlockTime : `${headBlockTime}Z`;
  const ms = Date.parse(zoned);
  if (Number.isNaN(ms)) throw new RangeError(`'${headBlockTime}' is not a block time`);
  const seconds = Math.floor(ms / 1000) + expireSeconds;
  return new Date(seconds * 1000).toISOString().slice(0, 19);
}

/** The header of a transaction built now: the reference block's TaPoS and the spec's expiry (360 s). */
export function transactionHeader(
  headBlockTime: string,
  referenceBlock: { block_num: number; id: string },
  expireSeconds: number = TX_EXPIRE_SECONDS,
): TransactionHeader {
  return {
    expiration: expirationAfter(headBlockTime, expireSeconds),
    ref_block_num: referenceBlock.block_num & 0xffff,
    ref_block_prefix: refBlockPrefix(referenceBlock.id),
  };
}
