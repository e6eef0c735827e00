import { type OrderReport, sameToken, settleOrders, tokenId, tokenKey, ufxHop } from "@ux/core/amm";
import type { OrderRow } from "@ux/core/amm/contract";
import { queuedOrderFromRow, type TokenWithDecimals, tokenOfExtSymbol } from "@ux/core/amm/contract";
import type { PoolBook } from "./poolBook";

/** One queued order after settlement: the core report plus what the `report` action needs besides. */
export interface SettledOrder {
  readonly row: OrderRow;
  readonly report: OrderReport;
  /** ufxhop: the second UFX pool; null otherwise. */
  readonly hopPoolId: number | null;
  /** Pool id of each fee (a hop's fees come from two pools); undefined = the queue's pool. */
  readonly feePoolIds?: readonly number[];
}

/**
 * Runs a pool's queued orders in queue order: consecutive placeorders as one core settleOrders batch,
 * each ufxhop through core ufxHop against both UFX pools as the batch left them. Pools are updated in
 * the book; nothing is paid here.
 */
export function runQueue(
  book: PoolBook,
  poolId: number,
  rows: readonly OrderRow[],
  ufx: TokenWithDecimals,
): SettledOrder[] {
  const settled: SettledOrder[] = [];
  let batch: OrderRow[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    const { pool, reports } = settleOrders(
      book.pool(poolId),
      batch.map((row) => queuedOrderFromRow(row).order),
    );
    book.update(pool);
    reports.forEach((report, i) => {
      settled.push({ row: batch[i] as OrderRow, report, hopPoolId: null });
    });
    batch = [];
  };
  for (const row of rows) {
    if (row.hop_to === null) {
      batch.push(row);
      continue;
    }
    flush();
    settled.push(runHop(book, poolId, row, ufx));
  }
  flush();
  return settled;
}

/**
 * One ufxhop: both legs through core ufxHop (with the order's minimum of the final token) against the pools
 * as the queue left them. The book takes the two pools only when the whole hop fills; any failure, a
 * minimum not met included, refunds the whole input and leaves both pools as they were.
 */
function runHop(book: PoolBook, poolId: number, row: OrderRow, ufx: TokenWithDecimals): SettledOrder {
  const { order, hopMinimum } = queuedOrderFromRow(row);
  const to = tokenOfExtSymbol(row.hop_to as NonNullable<OrderRow["hop_to"]>);
  const input = { token: tokenId(order.input.token), amount: order.input.amount };
  const base = { id: order.id, owner: order.owner, input };
  const first = book.pool(poolId);
  const second = book.ufxPoolOf(ufx, to);
  const result =
    second === undefined
      ? ({ ok: false, reason: "unknown_token", detail: `no UFX pool for ${tokenKey(to)}` } as const)
      : ufxHop(first, second, input, ufx, to, hopMinimum);
  if (!result.ok) {
    const report: OrderReport = {
      ...base,
      status: "refunded",
      outputs: [],
      refund: input,
      reason: result.reason,
      detail: result.detail,
      fees: [],
    };
    return { row, report, hopPoolId: second?.id ?? null };
  }
  const secondId = (second as NonNullable<typeof second>).id;
  book.update(result.first);
  book.update(result.second);
  const report: OrderReport = {
    ...base,
    status: "filled",
    outputs: [{ token: tokenId(to), amount: result.amountOut }],
    refund: null,
    reason: null,
    detail: null,
    fees: result.fees,
  };
  // The first leg's swap fee is in the input token, the second's in UFX (the input is never UFX).
  const feePoolIds = result.fees.map((fee) => (sameToken(fee.token, ufx) ? secondId : poolId));
  return { row, report, hopPoolId: secondId, feePoolIds };
}
