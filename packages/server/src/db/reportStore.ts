import type { ReportData } from "@ux/core/amm/contract";
import { reportDataSchema } from "@ux/core/amm/contract";
import { sql } from "kysely";
import type { ServiceDb } from "./database";
import { int8, nullableInt8 } from "./rowValues";

/** A settled order's report as stored and as pushed on the AMM socket's `report` event. */
export interface StoredReport {
  order_id: string;
  owner: string;
  pool_id: number;
  /** The transaction that placed the order. */
  orderTxId: string | null;
  /** The settle transaction that forwarded the outputs. */
  forwardTxId: string;
  report: ReportData;
  created_at: number;
}

export interface ReportDelivery extends StoredReport {
  push_count: number;
  last_pushed_at: number | null;
  acked_at: number | null;
}

/**
 * Stores reports and marks their orders settled, in one database transaction. A report whose order already
 * has one is ignored (order_id is the primary key), so replaying a settlement never stores or sends twice.
 * Returns the reports that were new.
 */
export async function storeReports(
  db: ServiceDb,
  reports: readonly Omit<StoredReport, "created_at">[],
  now: number,
): Promise<StoredReport[]> {
  if (reports.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("reports")
      .values(
        reports.map((report) => ({
          order_id: report.order_id,
          owner: report.owner,
          pool_id: report.pool_id,
          order_tx_id: report.orderTxId,
          forward_tx_id: report.forwardTxId,
          report: JSON.stringify(report.report),
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.column("order_id").doNothing())
      .returning("order_id")
      .execute();
    const fresh = new Set(inserted.map((row) => row.order_id));
    const stored = reports
      .filter((report) => fresh.has(report.order_id))
      .map((report) => ({ ...report, created_at: now }));
    if (stored.length === 0) return [];
    await trx
      .insertInto("report_deliveries")
      .values(
        stored.map((report) => ({
          order_id: report.order_id,
          owner: report.owner,
          push_count: 0,
          last_pushed_at: null,
          acked_at: null,
        })),
      )
      .execute();
    await trx
      .insertInto("orders")
      .values(
        stored.map((report) => ({
          order_id: report.order_id,
          owner: report.owner,
          pool_id: report.pool_id,
          tx_id: report.orderTxId,
          status: "settled" as const,
          action: null,
          created_at: now,
          settled_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column("order_id").doUpdateSet({
          status: "settled",
          settled_at: now,
          owner: sql`excluded.owner`,
          tx_id: sql`coalesce(orders.tx_id, excluded.tx_id)`,
        }),
      )
      .execute();
    return stored;
  });
}

const deliveryColumns = [
  "reports.order_id",
  "reports.owner",
  "reports.pool_id",
  "reports.order_tx_id",
  "reports.forward_tx_id",
  "reports.report",
  "reports.created_at",
  "report_deliveries.push_count",
  "report_deliveries.last_pushed_at",
  "report_deliveries.acked_at",
] as const;

type DeliveryRow = {
  order_id: string;
  owner: string;
  pool_id: number;
  order_tx_id: string | null;
  forward_tx_id: string;
  report: unknown;
  created_at: number | string;
  push_count: number;
  last_pushed_at: number | string | null;
  acked_at: number | string | null;
};

function deliveryOf(row: DeliveryRow): ReportDelivery {
  return {
    order_id: row.order_id,
    owner: row.owner,
    pool_id: row.pool_id,
    orderTxId: row.order_tx_id,
    forwardTxId: row.forward_tx_id,
    report: reportDataSchema.parse(row.report),
    created_at: int8(row.created_at),
    push_count: row.push_count,
    last_pushed_at: nullableInt8(row.last_pushed_at),
    acked_at: nullableInt8(row.acked_at),
  };
}

/** Deliveries not acknowledged yet, oldest first (order ids compared as numbers); the caller narrows them. */
function unacknowledged(db: ServiceDb) {
  return db
    .selectFrom("report_deliveries")
    .innerJoin("reports", "reports.order_id", "report_deliveries.order_id")
    .select(deliveryColumns)
    .where("report_deliveries.acked_at", "is", null)
    .orderBy("reports.created_at")
    .orderBy(sql`length(reports.order_id)`)
    .orderBy("reports.order_id");
}

/** Reports of an owner not yet acknowledged, oldest first. */
export async function pendingReports(db: ServiceDb, owner: string): Promise<ReportDelivery[]> {
  const rows = await unacknowledged(db).where("report_deliveries.owner", "=", owner).execute();
  return rows.map(deliveryOf);
}

/** The given reports, those not acknowledged yet (what another instance announced as new). */
export async function pendingReportsByIds(
  db: ServiceDb,
  orderIds: readonly string[],
): Promise<ReportDelivery[]> {
  if (orderIds.length === 0) return [];
  const rows = await unacknowledged(db)
    .where("report_deliveries.order_id", "in", [...orderIds])
    .execute();
  return rows.map(deliveryOf);
}

/** Every report with its delivery state (tests, debugging). */
export async function reportDeliveries(db: ServiceDb): Promise<ReportDelivery[]> {
  const rows = await db
    .selectFrom("report_deliveries")
    .innerJoin("reports", "reports.order_id", "report_deliveries.order_id")
    .select(deliveryColumns)
    .orderBy(sql`length(reports.order_id)`)
    .orderBy("reports.order_id")
    .execute();
  return rows.map(deliveryOf);
}

export async function markPushed(db: ServiceDb, orderIds: readonly string[], now: number): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable("report_deliveries")
    .set({ push_count: sql`push_count + 1`, last_pushed_at: now })
    .where("order_id", "in", [...orderIds])
    .execute();
}

/** The owner's client confirmed a report; true when this changed anything (first ack by that owner). */
export async function acknowledgeReport(
  db: ServiceDb,
  owner: string,
  orderId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("report_deliveries")
    .set({ acked_at: now })
    .where("order_id", "=", orderId)
    .where("owner", "=", owner)
    .where("acked_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Many acknowledgements in one write: each (order, owner) pair counts only for that report's owner. */
export async function acknowledgeReports(
  db: ServiceDb,
  acks: readonly { owner: string; orderId: string }[],
  now: number,
): Promise<void> {
  if (acks.length === 0) return;
  const pairs = sql.join(acks.map((ack) => sql`(${ack.orderId}, ${ack.owner})`));
  await db
    .updateTable("report_deliveries")
    .set({ acked_at: now })
    .where(sql<boolean>`(order_id, owner) in (${pairs})`)
    .where("acked_at", "is", null)
    .execute();
}
