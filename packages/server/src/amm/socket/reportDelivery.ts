import { isValidAccountName } from "@ux/core/names";
import type { Server, Socket } from "socket.io";
import { z } from "zod";
import type { ServiceDb } from "../../db/database";
import {
  acknowledgeReport,
  markPushed,
  pendingReports,
  pendingReportsByIds,
  type StoredReport,
} from "../../db/reportStore";
import { accountRoom, localAccounts, localSocketsIn } from "../../socket/rooms";
import { ReportAcks } from "./reportAcks";

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

/** The server-side event that tells the other instances which reports were just stored, and whose. */
export const NEW_REPORTS_EVENT = "ammNewReports";

/** [order_id, owner] pairs as another instance sends them: parsed like any payload from outside. */
const newReportsPayload = z.array(
  z.tuple([z.string().regex(/^\d{1,20}$/), z.string().refine(isValidAccountName, "not an account name")]),
);

/** Pairs per announcement: small enough for one NOTIFY (8000 bytes), so no attachment row is needed. */
const ANNOUNCE_CHUNK = 100;

/**
 * Pushes reports to their owners' connections until acknowledged. Delivery protocol: the server emits
 * `report` with an ack callback; the client acknowledges by calling it (any value) or by emitting
 * `reportReceived` with the order_id. Unacknowledged reports are pushed again when the owner calls setUser
 * (every (re)connection) and by resendPending; an acknowledged report is never pushed again.
 *
 * An owner's connections are the sockets in its account room (joined once the session is proven). The
 * keeper runs on one instance; its new reports go to the owners connected there and, announced through
 * the adapter's server-side event, to every other instance, which reads them from the database and pushes
 * them to the owners connected to it. Each push is to one socket with its own ack, and counted
 * (push_count) by the instance that made it.
 */
export class ReportDelivery {
  private io: Server | null = null;
  private shared = false;
  private readonly acks: ReportAcks;

  constructor(
    private readonly db: ServiceDb,
    private readonly now: () => number = Date.now,
    private readonly ackTimeoutMs = 10_000,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.acks = new ReportAcks(db, now, log);
  }

  /**
   * The AMM socket's server; `shared`: other instances on the same database get new reports too, and
   * `announced` hears of each batch another instance's keeper stored (with its trades).
   */
  serve(io: Server, shared: boolean, announced: () => void = () => undefined): void {
    this.io = io;
    this.shared = shared;
    if (!shared) return;
    io.on(NEW_REPORTS_EVENT, (payload: unknown) => {
      const parsed = newReportsPayload.safeParse(payload);
      if (!parsed.success) {
        this.log(`amm reports from another instance refused: ${parsed.error.issues[0]?.message}`);
        return;
      }
      announced();
      this.pushAnnounced(parsed.data).catch((error: unknown) =>
        this.log(`amm reports from another instance: ${(error as Error).message}`),
      );
    });
  }

  /** Owners with a proven connection on this instance. */
  connectedOwners(): string[] {
    return this.io ? localAccounts(this.io) : [];
  }

  /** Pushes every unacknowledged report of `owner` to their connections on this instance. */
  async deliverPending(owner: string): Promise<number> {
    const sockets = this.socketsOf(owner);
    if (sockets.length === 0) return 0;
    // Acks received but not written yet would otherwise read as pending and be pushed again.
    await this.acks.settled();
    const pending = await pendingReports(this.db, owner);
    for (const report of pending) this.push(owner, report, sockets);
    await markPushed(
      this.db,
      pending.map((report) => report.order_id),
      this.now(),
    );
    return pending.length;
  }

  /**
   * Newly stored reports: pushed at once to owners who are connected, here or on another instance. The
   * others are told only which reports and whose: the reports themselves they read from the database, and
   * only for the owners connected to them.
   */
  async deliverNew(reports: readonly StoredReport[]): Promise<void> {
    if (reports.length === 0) return;
    const io = this.io;
    if (this.shared && io)
      for (let start = 0; start < reports.length; start += ANNOUNCE_CHUNK)
        io.serverSideEmit(
          NEW_REPORTS_EVENT,
          reports.slice(start, start + ANNOUNCE_CHUNK).map((report) => [report.order_id, report.owner]),
        );
    await this.pushHere(reports);
  }

  /** Re-pushes pending reports to every owner connected to this instance (run periodically). */
  async resendPending(): Promise<void> {
    for (const owner of this.connectedOwners()) await this.deliverPending(owner);
  }

  acknowledge(owner: string, orderId: string): Promise<boolean> {
    return acknowledgeReport(this.db, owner, orderId, this.now());
  }

  /** The given reports to their owners' connections on this instance; the pushed ones counted. */
  private async pushHere(reports: readonly StoredReport[]): Promise<void> {
    const pushed: string[] = [];
    for (const report of reports) {
      const sockets = this.socketsOf(report.owner);
      if (sockets.length === 0) continue;
      this.push(report.owner, report, sockets);
      pushed.push(report.order_id);
    }
    await markPushed(this.db, pushed, this.now());
  }

  /** Reports another instance stored: those of owners connected here, read and pushed. */
  private async pushAnnounced(announced: readonly [string, string][]): Promise<void> {
    const here = announced.filter(([, owner]) => this.socketsOf(owner).length > 0);
    if (here.length === 0) return;
    const reports = await pendingReportsByIds(
      this.db,
      here.map(([orderId]) => orderId),
    );
    await this.pushHere(reports);
  }

  private socketsOf(owner: string): Socket[] {
    return this.io ? localSocketsIn(this.io, accountRoom(owner)) : [];
  }

  private push(owner: string, report: StoredReport, sockets: readonly Socket[]): void {
    const event = reportEventOf(report);
    for (const socket of sockets) {
      socket.timeout(this.ackTimeoutMs).emit("report", event, (error: Error | null) => {
        if (error) return; // not acknowledged in time: stays pending, pushed again later
        // A failed write leaves the report pending: it is pushed again and acknowledged then.
        this.acks.add(owner, report.order_id);
      });
    }
  }
}
