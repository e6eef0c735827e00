import type { ServiceDb } from "../../db/database";
import { acknowledgeReports } from "../../db/reportStore";

/**
 * Report acknowledgements written in batches: at most one write in flight, and whatever acks arrive
 * meanwhile go in the next one. A lone ack is written at once; a burst (a settle's reports reaching
 * hundreds of owners) costs a few database commits instead of one per report.
 */
export class ReportAcks {
  private waiting: { owner: string; orderId: string }[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: ServiceDb,
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {}

  add(owner: string, orderId: string): void {
    this.waiting.push({ owner, orderId });
    this.writing ??= this.writeAll();
  }

  /** Resolves once every ack added so far is written (or failed: it then stays pending, pushed again). */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeAll(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await acknowledgeReports(this.db, batch, this.now());
      } catch (error) {
        this.log(`amm report acks: ${(error as Error).message}`);
      }
    }
    this.writing = null;
  }
}
