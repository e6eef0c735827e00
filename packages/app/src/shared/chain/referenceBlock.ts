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
