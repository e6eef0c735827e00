import { type UserOrderStateResult, userOrderState } from "@ux/core/orders";
import * as z from "zod/mini";

/*
 * An order in the history (spec 1 §3 'Order (history)'). Amounts are kept as the text they were shown as
 * ('12.3456 UTX'), never as floats. Persisted orders are parsed with this schema on load: anything that
 * does not fit is dropped rather than trusted.
 */

export const orderLegSchema = z.object({
  name: z.string(),
  /** 'amount SYMBOL'. */
  quantity: z.string(),
  amount: z.string(),
  account_name: z.string(),
  chainName: z.string(),
  label: z.string(),
});
export type OrderLeg = z.infer<typeof orderLegSchema>;

/** One settled order's result: what went in and what came out ('amount SYMBOL' each). */
export const orderReportSchema = z.object({
  input: z.object({ quantity: z.string() }),
  outputs: z.array(z.object({ quantity: z.string() })),
  /** The AMM order id the report is for: a report pushed twice is kept once. */
  order_id: z.optional(z.string()),
  /** 'filled', or 'refunded' when the input went back to the AMM balance. */
  status: z.optional(z.string()),
  refund: z.optional(z.object({ quantity: z.string() })),
  /** Why it was refunded: the contract's reason code ('below_minimum', 'zero_output', ...). */
  reason: z.optional(z.string()),
  /** Why it was refunded, the contract's words. */
  detail: z.optional(z.string()),
});
export type OrderReport = z.infer<typeof orderReportSchema>;

export const stakeOptionsSchema = z.object({
  expiry: z.string(),
  operation: z.string(),
  tuLiquidity: z.string(),
  restakeRewards: z.boolean(),
});

export const orderSchema = z.object({
  /** 'AMM Swap', 'Add Liquidity', 'Remove Liquidity', 'Multi Swap', 'Account Creation', ... */
  type: z.string(),
  send: z.array(orderLegSchema),
  receive: z.array(orderLegSchema),
  orderTxId: z.optional(z.string()),
  uuid: z.string().check(z.minLength(1)),
  ammTxIds: z._default(z.array(z.string()), []),
  /** Epoch ms of submission. */
  date: z.number(),
  /** One entry per settled order of this submission (a Multi Swap places several). */
  report: z.optional(z.array(orderReportSchema)),
  forwardTxId: z.optional(z.string()),
  pool_id: z.optional(z.int()),
  completed: z.boolean(),
  error: z.boolean(),
  errorMessage: z.optional(z.string()),
  ufxHop: z._default(z.boolean(), false),
  /** AMM orders: the ids the placeorder/ufxhop actions returned (reports are matched by them). */
  ammOrderIds: z.optional(z.array(z.string())),
  /** AMM orders: how many reports complete the order (a Multi Swap places several orders). */
  expectedReports: z.optional(z.int()),
  pool_name: z.optional(z.string()),
  /** AMM orders: every pool the order goes through (both of a UFX hop), for the report. */
  pools: z.optional(z.array(z.object({ id: z.int(), name: z.string() }))),
  /** Sent through the browser wallet's gateway: no order ids, reports are matched by pool and token. */
  gateway: z.optional(z.boolean()),
  stakeOptions: z.optional(stakeOptionsSchema),
  viewedOrder: z.boolean(),
  viewedReport: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

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

/** The state as the order history shows it. */
export function orderStateText(order: Order): string {
  const { state, canceled } = orderState(order);
  if (state === "open") return "Open";
  if (state === "canceled") return "Canceled";
  return canceled > 0n ? "Completed (remainder canceled)" : "Completed";
}

function hasReport(order: Order): boolean {
  return order.report !== undefined && order.report.length > 0;
}

/** Unviewed orders and unviewed reports, each counted (badge and page title). */
export function countUnviewed(orders: readonly Order[]): number {
  let count = 0;
  for (const order of orders) {
    if (!order.viewedOrder) count += 1;
    if (hasReport(order) && !order.viewedReport) count += 1;
  }
  return count;
}

/** Marks every order and every report that exists as viewed. */
export function markAllViewed(orders: readonly Order[]): Order[] {
  return orders.map((order) =>
    order.viewedOrder && (order.viewedReport || !hasReport(order))
      ? order
      : { ...order, viewedOrder: true, viewedReport: order.viewedReport || hasReport(order) },
  );
}

/** Keeps the persisted orders that still parse; a corrupt entry must not hide the others. */
export function parsePersistedOrders(input: unknown): Order[] {
  if (!Array.isArray(input)) return [];
  return input.flatMap((item) => {
    const parsed = orderSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** 'Tokens' column: sent quantities, then received ones. */
export function orderTokensText(order: Order): string {
  const list = (legs: readonly OrderLeg[]) => legs.map((leg) => leg.quantity).join(", ");
  return order.receive.length === 0 ? list(order.send) : `${list(order.send)} → ${list(order.receive)}`;
}

/** The report in words, e.g. 'Sent 1.0000 UTX, received 2.0000 UFX'. */
export function reportText(report: readonly OrderReport[]): string {
  return report
    .map(
      (entry) => `Sent ${entry.input.quantity}, received ${entry.outputs.map((o) => o.quantity).join(", ")}`,
    )
    .join("; ");
}

/** Spec: opening the notification popover marks all viewed after 1.5 seconds. */
export const ORDER_VIEWED_DELAY_MS = 1500;

export const NOT_LOGGED_IN_TEXT = "You are not logged in";
export const NO_ORDERS_TEXT = "You have not performed any transactions since you logged in";

/** The popover's empty text, or null when there are orders to list. */
export function emptyHistoryText(accountName: string | null, orderCount: number): string | null {
  if (accountName === null) return NOT_LOGGED_IN_TEXT;
  return orderCount === 0 ? NO_ORDERS_TEXT : null;
}
