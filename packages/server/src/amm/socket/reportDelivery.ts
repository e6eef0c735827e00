import type { Socket } from "socket.io";
import type { ServiceDb } from "../../db/database";
import { acknowledgeReport, markPushed, pendingReports, type StoredReport } from "../../db/reportStore";

/**
 * The `report` event's payload: the order's report plus the ids the app's order history shows.
 *   report: the contract's report (input.quantity, outputs[].quantity 'amount SYMBOL', status, refund, ...);
 *   orderTxId: the transaction that placed the order; forwardTxId: the settle transaction that paid it out.
 */
export interface ReportEvent {
  report: StoredReport["report"];
  orderTxId: string | null;
  forwardTxId: string;
  pool_id: number;
  order_id: string;
}

export function reportEventOf(report: StoredReport): ReportEvent {
  return {
    report: report.report,
    orderTxId: report.orderTxId,
    forwardTxId: report.forwardTxId,
    pool_id: report.pool_id,
    order_id: report.order_id,
  };
}

/**
 * Pushes reports to their owners' sockets until acknowledged. Delivery protocol: the server emits
 * `report` with an ack callback; the client acknowledges by calling it (any value) or by emitting
 * `reportReceived` with the order_id. Unacknowledged reports are pushed again when the owner calls setUser
 * (every (re)connection) and by resendPending; an acknowledged report is never pushed again.
 */
export class ReportDelivery {
  private readonly sockets = new Map<string, Set<Socket>>();

  constructor(
    private readonly db: ServiceDb,
    private readonly now: () => number = Date.now,
    private readonly ackTimeoutMs = 10_000,
  ) {}

  attach(owner: string, socket: Socket): void {
    let set = this.sockets.get(owner);
    if (!set) {
      set = new Set();
      this.sockets.set(owner, set);
    }
    set.add(socket);
  }

  detach(owner: string, socket: Socket): void {
    const set = this.sockets.get(owner);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(owner);
  }

  connectedOwners(): string[] {
    return [...this.sockets.keys()];
  }

  /** Pushes every unacknowledged report of `owner` to their connected sockets. */
  async deliverPending(owner: string): Promise<number> {
    const sockets = this.sockets.get(owner);
    if (!sockets || sockets.size === 0) return 0;
    const pending = await pendingReports(this.db, owner);
    for (const report of pending) this.push(owner, report, sockets);
    await markPushed(
      this.db,
      pending.map((report) => report.order_id),
      this.now(),
    );
    return pending.length;
  }

  /** Newly stored reports: pushed at once to owners who are connected. */
  async deliverNew(reports: readonly StoredReport[]): Promise<void> {
    const owners = new Set(reports.map((report) => report.owner));
    for (const owner of owners) await this.deliverPending(owner);
  }

  /** Re-pushes pending reports to every connected owner (run periodically). */
  async resendPending(): Promise<void> {
    for (const owner of this.connectedOwners()) await this.deliverPending(owner);
  }

  acknowledge(owner: string, orderId: string): Promise<boolean> {
    return acknowledgeReport(this.db, owner, orderId, this.now());
  }

  private push(owner: string, report: StoredReport, sockets: ReadonlySet<Socket>): void {
    const event = reportEventOf(report);
    for (const socket of sockets) {
      socket.timeout(this.ackTimeoutMs).emit("report", event, (error: Error | null) => {
        if (error) return; // not acknowledged in time: stays pending, pushed again later
        // A failed write leaves the report pending: it is pushed again and acknowledged then.
        this.acknowledge(owner, report.order_id).catch(() => undefined);
      });
    }
  }
}
