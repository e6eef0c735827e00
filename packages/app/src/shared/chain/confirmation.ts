/** The block numbers get_info reports, all the confirmation rule needs. */
export interface ChainProgress {
  head_block_num: number;
  last_irreversible_block_num: number;
}

/**
 * Whether the block holding a transaction is settled enough to check it (spec 2 §4): irreversible by
 * default, or `depth` blocks produced after it when a confirmation depth is given (stake 2, unstake 1, ...).
 */
export function isBlockConfirmed(progress: ChainProgress, blockNum: number, depth?: number): boolean {
  if (depth === undefined) return progress.last_irreversible_block_num >= blockNum;
  if (!Number.isInteger(depth) || depth < 0)
    throw new RangeError(`confirmation depth must be >= 0, got ${depth}`);
  return progress.head_block_num - blockNum >= depth;
}

/** A transaction missing from the block the node said it went into was dropped by a fork. */
export function blockHoldsTransaction(
  blockTransactionIds: readonly string[],
  transactionId: string,
): boolean {
  const wanted = transactionId.toLowerCase();
  return blockTransactionIds.some((id) => id.toLowerCase() === wanted);
}
