import { type StakeHistoryItem, stakeHistoryItems } from "@ux/core/stake";
import type { ServiceDb } from "../db/database";
import { settleStakeRequest, signedStakeRequests } from "../db/stakeRequestStore";
import { PolledWork } from "../services/pollingLoop";
import type { StakeChain } from "./stakeChain";

export interface StakeHistoryDeps {
  stake: StakeChain;
  db: ServiceDb;
  /** Wall clock (ms) of the records. */
  now: () => number;
  /** Sends an account's fresh history to its connections. */
  publish: (account: string, items: StakeHistoryItem[]) => void;
  log: (message: string) => void;
}

/**
 * `stakeHistory`, read from the contract's positions, stakes and unstakes tables of an owner; and the
 * watch over the transactions the service co-signed (stake_requests rows still `signed`, so a restart
 * resumes it): each is `executed` once its id shows in the owner's history, and the owner's connections get
 * the new history; `expired` once the chain's time has passed its expiration without it.
 */
export class StakeHistoryFeed extends PolledWork {
  /** Requests still signed at the last pass (null until a pass read them: unknown counts as busy). */
  private pending: number | null = null;

  constructor(private readonly deps: StakeHistoryDeps) {
    super("stake history", deps.log);
  }

  protected override idle(): boolean {
    return this.pending === 0;
  }

  async itemsOf(account: string): Promise<StakeHistoryItem[]> {
    const [published, rows, now] = await Promise.all([
      this.deps.stake.published(),
      this.deps.stake.ownerRows(account),
      this.deps.stake.chainTime(),
    ]);
    return stakeHistoryItems({ ...rows, zero: published.zero }, now);
  }

  /** One pass over the signed requests now (shared with a pass in flight). */
  tick(): Promise<void> {
    return this.runNow();
  }

  protected async pass(): Promise<void> {
    this.pending = null;
    const signed = await signedStakeRequests(this.deps.db);
    this.pending = signed.length;
    if (signed.length === 0) return;
    // Chain time first: whatever was included by then is in the rows read after it.
    const chainNow = await this.deps.stake.chainTime();
    for (const account of new Set(signed.map((request) => request.account))) {
      const rows = await this.deps.stake.ownerRows(account);
      const landed = new Set([...rows.stakes, ...rows.unstakes].map((row) => row.trx_id));
      let executed = false;
      for (const request of signed.filter((entry) => entry.account === account)) {
        if (landed.has(request.tx_id)) {
          executed =
            (await settleStakeRequest(this.deps.db, request.id, "executed", this.deps.now())) || executed;
        } else if (chainNow > request.expires_at) {
          await settleStakeRequest(this.deps.db, request.id, "expired", this.deps.now());
        }
      }
      if (executed) {
        const published = await this.deps.stake.published();
        this.deps.publish(account, stakeHistoryItems({ ...rows, zero: published.zero }, chainNow));
      }
    }
  }
}
