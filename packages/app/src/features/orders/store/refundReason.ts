import { parseBelowMinimumDetail } from "@ux/core/amm";
import { fillMessage } from "@ux/core/text";
import { msg } from "../../../shared/i18n/msg";
import type { OrderReport } from "./order";

/** The contract's reason for an order refunded because it would have paid less than its minimum received. */
export const BELOW_MINIMUM_REASON = "below_minimum";

/**
 * Why a report entry was refunded, in words (English message ids: the report dialog translates them, the CSV
 * keeps them), or undefined when the report does not say. A protected trade
 * whose minimum was not met says so plainly with both amounts ('because the order would have paid 9.9000
 * UTX, less than the minimum received of 9.9500 UTX'); any other refund shows the contract's detail.
 */
export function refundReasonText(entry: Pick<OrderReport, "reason" | "detail">): string | undefined {
  const detail = entry.detail === "" ? undefined : entry.detail;
  if (entry.reason !== BELOW_MINIMUM_REASON) return detail === undefined ? undefined : `(${detail})`;
  const amounts = detail === undefined ? null : parseBelowMinimumDetail(detail);
  if (amounts === null) {
    return detail === undefined
      ? msg("because the order would have paid less than the minimum received")
      : fillMessage("because the order would have paid less than the minimum received ({detail})", {
          detail,
        });
  }
  return fillMessage(
    "because the order would have paid {paid}, less than the minimum received of {minimum}",
    amounts,
  );
}
