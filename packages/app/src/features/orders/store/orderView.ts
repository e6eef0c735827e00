import { type UserOrderStateResult, userOrderState } from "@ux/core/orders";
import { fillMessage } from "@ux/core/text";
import { msg } from "../../../shared/i18n/msg";
import type { Order, OrderLeg, OrderReport } from "./order";

/*
 * How the order history, the report and the CSV read an order: its status, its state and its texts
 * (message ids: the screens translate them, the CSV keeps the English). Apart from the order record, which
 * the landing page's badge needs, so none of this loads before the history opens.
 */

export type OrderStatus = "inProgress" | "failed" | "reported" | "completed";

/** In progress until completed; then failed, or reported when a report arrived. */
export function orderStatus(order: Order): OrderStatus {
  if (!order.completed) return "inProgress";
  if (order.error) return "failed";
  return order.report !== undefined && order.report.length > 0 ? "reported" : "completed";
}

/**
 * The order as the user's order states name it (core userOrderState, spec 1 §4), counted in AMM orders of
 * the submission: open until completed; each report that was not a refund is filled; a refunded order, or
 * one never placed (error), is canceled, so a Multi Swap with some orders refunded is completed with a
 * canceled remainder. An order completed without reports (account creation, Resources) is completed.
 */
export function orderState(order: Order): UserOrderStateResult {
  const reports = order.report ?? [];
  const quantity = BigInt(Math.max(order.expectedReports ?? 1, reports.length, 1));
  const settled = BigInt(reports.filter((r) => r.status !== "refunded").length);
  // Orders settled without a report (an account creation, a Resources swap) executed in full.
  const filled = order.error ? 0n : reports.length === 0 && order.completed ? quantity : settled;
  return userOrderState({ open: !order.completed, quantity, filled });
}

/** The state as the order history shows it (a message id; the CSV keeps the English). */
export function orderStateText(order: Order): string {
  const { state, canceled } = orderState(order);
  if (state === "open") return msg("Open");
  if (state === "canceled") return msg("Canceled");
  return canceled > 0n ? msg("Completed (remainder canceled)") : msg("Completed");
}

/** 'Tokens' column: sent quantities, then received ones. */
export function orderTokensText(order: Order): string {
  const list = (legs: readonly OrderLeg[]) => legs.map((leg) => leg.quantity).join(", ");
  return order.receive.length === 0 ? list(order.send) : `${list(order.send)} → ${list(order.receive)}`;
}

/** The report in words, e.g. 'Sent 1.0000 UTX, received 2.0000 UFX'. */
export function reportText(report: readonly OrderReport[]): string {
  return report
    .map((entry) =>
      fillMessage("Sent {sent}, received {received}", {
        sent: entry.input.quantity,
        received: entry.outputs.map((o) => o.quantity).join(", "),
      }),
    )
    .join("; ");
}

export const NOT_LOGGED_IN_TEXT = msg("You are not logged in");
export const NO_ORDERS_TEXT = msg("You have not performed any transactions since you logged in");

/** The popover's empty text, or null when there are orders to list. */
export function emptyHistoryText(accountName: string | null, orderCount: number): string | null {
  if (accountName === null) return NOT_LOGGED_IN_TEXT;
  return orderCount === 0 ? NO_ORDERS_TEXT : null;
}
