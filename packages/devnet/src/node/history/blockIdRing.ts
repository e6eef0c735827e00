/** Ids of the last 65536 blocks by their number's low 16 bits: nodeos' block_summary table, for TaPoS. */
export class BlockIdRing {
  private readonly ids: (string | undefined)[] = new Array(0x10000);

  set(blockNum: number, id: string): void {
    this.ids[blockNum & 0xffff] = id;
  }

  byLow16(refBlockNum: number): string | undefined {
    return this.ids[refBlockNum & 0xffff];
  }
}
