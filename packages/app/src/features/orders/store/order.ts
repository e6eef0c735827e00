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

/** Spec: opening the notification popover marks all viewed after 1.5 seconds. */
export const ORDER_VIEWED_DELAY_MS = 1500;
