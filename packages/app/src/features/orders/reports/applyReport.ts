import { type ReportEvent, reportOrderId } from "../socket/ammSocketPayloads";
import type { Order, OrderReport } from "../store/order";

/*
 * Matching an AMM report to the order it settles (spec 1 §4 'Order lifecycle'): by the order id the
 * placing transaction returned, else by that transaction's id, else (browser wallet orders, which know
 * neither) the oldest open gateway order of the same pool that sent the report's input token.
 */

const symbolOf = (quantity: string) => quantity.split(" ")[1] ?? "";

function findOrder(orders: readonly Order[], event: ReportEvent): Order | undefined {
  const orderId = reportOrderId(event);
  if (orderId !== undefined) {
    const byId = orders.find((order) => order.ammOrderIds?.includes(orderId));
    if (byId) return byId;
  }
  const txId = event.orderTxId?.toLowerCase();
  if (txId) {
    const byTx = orders.find((order) => order.orderTxId?.toLowerCase() === txId);
    if (byTx) return byTx;
  }
  const inputSymbol = symbolOf(event.report.input.quantity);
  // Orders are kept newest first: the oldest open one is the last match.
  return orders.findLast(
    (order) =>
      order.gateway === true &&
      !order.completed &&
      order.pool_id === event.pool_id &&
      order.send.some((leg) => symbolOf(leg.quantity) === inputSymbol),
  );
}

export function reportEntryOf(event: ReportEvent): OrderReport {
  const { report } = event;
  const orderId = reportOrderId(event);
  return {
    input: { quantity: report.input.quantity },
    outputs: report.outputs.map((output) => ({ quantity: output.quantity })),
    ...(orderId === undefined ? {} : { order_id: orderId }),
    ...(report.status === undefined ? {} : { status: report.status }),
    ...(report.refund ? { refund: { quantity: report.refund.quantity } } : {}),
    ...(report.reason ? { reason: report.reason } : {}),
    ...(report.detail ? { detail: report.detail } : {}),
  };
}

export interface ReportOutcome {
  uuid: string;
  patch: Partial<Omit<Order, "uuid">>;
  /** Every expected report is in: the order is complete. */
  completed: boolean;
}

/**
 * What a report changes, or null when it belongs to no order we know or was already applied (reports are
 * pushed again until acknowledged). A report completes the order once all its orders reported; a report
 * for an order marked failed proves it settled after all, so it clears the error.
 */
export function applyReport(orders: readonly Order[], event: ReportEvent): ReportOutcome | null {
  const order = findOrder(orders, event);
  if (order === undefined) return null;
  const entry = reportEntryOf(event);
  const previous = order.report ?? [];
  if (entry.order_id !== undefined && previous.some((r) => r.order_id === entry.order_id)) return null;
  const report = [...previous, entry];
  const completed = report.length >= (order.expectedReports ?? 1);
  const orderIds = order.ammOrderIds ?? [];
  return {
    uuid: order.uuid,
    completed,
    patch: {
      report,
      viewedReport: false,
      ...(order.orderTxId === undefined && event.orderTxId ? { orderTxId: event.orderTxId } : {}),
      ...(event.forwardTxId ? { forwardTxId: event.forwardTxId } : {}),
      ...(entry.order_id !== undefined && !orderIds.includes(entry.order_id)
        ? { ammOrderIds: [...orderIds, entry.order_id] }
        : {}),
      ...(completed ? { completed: true, error: false, errorMessage: undefined } : {}),
    },
  };
}
