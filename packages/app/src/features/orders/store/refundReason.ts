import { parseBelowMinimumDetail } from "@ux/core/amm";
import type { OrderReport } from "./order";

/** The contract's reason for an order refunded because it would have paid less than its minimum received. */
export const BELOW_MINIMUM_REASON = "below_minimum";

/**
 * Why a report entry was refunded, in words, or undefined when the report does not say. A protected trade
 * whose minimum was not met says so plainly with both amounts ('because the order would have paid 9.9000
 * UTX, less than the minimum received of 9.9500 UTX'); any other refund shows the contract's detail.
 */
export function refundReasonText(entry: Pick<OrderReport, "reason" | "detail">): string | undefined {
  const detail = entry.detail === "" ? undefined : entry.detail;
  if (entry.reason !== BELOW_MINIMUM_REASON) return detail === undefined ? undefined : `(${detail})`;
  const amounts = detail === undefined ? null : parseBelowMinimumDetail(detail);
  if (amounts === null) {
    const said = detail === undefined ? "" : ` (${detail})`;
    return `because the order would have paid less than the minimum received${said}`;
  }
  return `because the order would have paid ${amounts.paid}, less than the minimum received of ${amounts.minimum}`;
}
