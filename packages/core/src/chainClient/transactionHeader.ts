import { expirationAfter } from "./chainTime";
import { TX_BLOCKS_BEHIND, TX_EXPIRE_SECONDS } from "./transactionConstants";

/** TaPoS and expiry: what makes a signed transaction valid on one chain for a limited time. */
export interface TransactionHeader {
  /** 'YYYY-MM-DDTHH:MM:SS' in UTC, as nodeos writes time_point_sec. */
  expiration: string;
  ref_block_num: number;
  ref_block_prefix: number;
}

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

/**
 * The full number of a transaction's TaPoS reference block, from the 16 bits the transaction carries
 * (ref_block_num) and the chain's head: the newest block at or below head with those low bits. A
 * transaction prepared by someone else (the AMM co-signer) names only those bits, yet confirming it needs
 * the block to look from when the node does not say where the transaction went.
 */
export function referenceBlockFromTapos(refBlockNum: number, headBlockNum: number): number {
  if (!Number.isInteger(refBlockNum) || refBlockNum < 0 || refBlockNum > 0xffff)
    throw new RangeError(`ref_block_num must be a 16-bit number, got ${refBlockNum}`);
  const behind = (((headBlockNum - refBlockNum) % 0x10000) + 0x10000) % 0x10000;
  return Math.max(1, headBlockNum - behind);
}
