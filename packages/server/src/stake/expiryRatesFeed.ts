import { type ExpiryRateEntry, expiryRateTable, utcDayStart } from "@ux/core/stake";
import { PolledWork } from "../services/pollingLoop";
import type { StakeChain } from "./stakeChain";

/**
 * The `expiryRates` table of today (chain time) from the curve the contract publishes. It changes at UTC
 * midnight and when the published config changes; the feed polls both and tells its listeners (the socket
 * broadcasts) only when the table changed.
 */
export class ExpiryRatesFeed extends PolledWork {
  private table: ExpiryRateEntry[] | null = null;
  private key: string | null = null;
  private readonly listeners = new Set<(table: ExpiryRateEntry[]) => void>();

  constructor(
    private readonly stake: StakeChain,
    log: (message: string) => void,
  ) {
    super("stake rates", log);
  }

  /** The table last read, or null before the first successful read. */
  current(): ExpiryRateEntry[] | null {
    return this.table;
  }

  /** Reads now (shared with a read in flight); throws when the chain cannot be read. */
  refresh(): Promise<void> {
    return this.runNow();
  }

  onChange(listener: (table: ExpiryRateEntry[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected async pass(): Promise<void> {
    const [published, now] = await Promise.all([this.stake.published(), this.stake.chainTime()]);
    const key = `${utcDayStart(now)}|${published.fingerprint}`;
    if (key === this.key) return;
    this.key = key;
    this.table = expiryRateTable(published.curve, now);
    for (const listener of this.listeners) listener(this.table);
  }
}
