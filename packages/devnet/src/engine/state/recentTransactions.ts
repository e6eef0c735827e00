import type { UndoLog } from "./undoLog";

/**
 * Ids of applied transactions, remembered until their expiration (nodeos' is_known_unexpired_transaction):
 * a transaction can never be applied twice, and the memory needed is bounded by the 1 h maximum lifetime.
 * Ids are bucketed by expiration second so pruning touches only the expired buckets.
 */
export class RecentTransactions {
  private readonly expirationById = new Map<string, number>();
  private readonly idsByExpiration = new Map<number, string[]>();
  private prunedBefore = 0;

  constructor(private readonly log: UndoLog) {}

  has(id: string): boolean {
    return this.expirationById.has(id);
  }

  get size(): number {
    return this.expirationById.size;
  }

  add(id: string, expirationSec: number): void {
    this.rawAdd(id, expirationSec);
    this.log.record(() => this.expirationById.delete(id));
  }

  /** Forgets ids whose expiration is before `nowSec`. */
  prune(nowSec: number): void {
    if (this.prunedBefore === 0) this.prunedBefore = Math.min(nowSec, ...this.idsByExpiration.keys());
    for (let second = this.prunedBefore; second < nowSec; second++) {
      const ids = this.idsByExpiration.get(second);
      if (!ids) continue;
      for (const id of ids) if (this.expirationById.get(id) === second) this.expirationById.delete(id);
      this.idsByExpiration.delete(second);
    }
    this.prunedBefore = Math.max(this.prunedBefore, nowSec);
  }

  entries(): [string, number][] {
    return [...this.expirationById.entries()];
  }

  rawAdd(id: string, expirationSec: number): void {
    this.expirationById.set(id, expirationSec);
    const bucket = this.idsByExpiration.get(expirationSec);
    if (bucket) bucket.push(id);
    else this.idsByExpiration.set(expirationSec, [id]);
  }
}
