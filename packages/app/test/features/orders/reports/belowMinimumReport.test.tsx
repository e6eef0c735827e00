// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { applyReport } from "../../../../src/features/orders/reports/applyReport";
import { reportView } from "../../../../src/features/orders/reports/reportView";
import type { ReportEvent } from "../../../../src/features/orders/socket/ammSocketPayloads";
import { orderReportCsvText } from "../../../../src/features/orders/store/ordersCsv";
import { refundReasonText } from "../../../../src/features/orders/store/refundReason";
import { ammOrder, refundedLine } from "../orderFixtures";
import { renderReportDialog } from "./renderReportDialog";

/*
 * Protected trades (#17): an order refunded because settlement would have paid less than its minimum
 * received says so plainly, with both amounts, wherever the report is shown (dialog, CSV export).
 */

afterEach(cleanup);

const DETAIL = "would pay 9.9000 UTX, below the minimum received 9.9500 UTX";
const SENTENCE = "because the order would have paid 9.9000 UTX, less than the minimum received of 9.9500 UTX";

const refundEvent: ReportEvent = {
  report: {
    order_id: "42",
    status: "refunded",
    input: { quantity: "2.0000 EOS", contract: "ibc.wt.eos" },
    outputs: [],
    refund: { quantity: "2.0000 EOS", contract: "ibc.wt.eos" },
    reason: "below_minimum",
    detail: DETAIL,
  },
  orderTxId: "ab".repeat(32),
  forwardTxId: "cd".repeat(32),
  pool_id: 3,
  order_id: "42",
};

function refundedOrder() {
  const order = ammOrder({ ammOrderIds: ["42"] });
  const outcome = applyReport([order], refundEvent);
  if (outcome === null) throw new Error("the report matched no order");
  return { ...order, ...outcome.patch };
}

describe("a refund for a minimum received not met", () => {
  it("keeps the contract's reason with the report", () => {
    expect(refundedOrder().report).toEqual([refundedLine("42", "2.0000 EOS", DETAIL, "below_minimum")]);
  });

  it("says why in words with both amounts; other refunds keep the contract's detail", () => {
    expect(refundReasonText({ reason: "below_minimum", detail: DETAIL })).toBe(SENTENCE);
    expect(refundReasonText({ reason: "below_minimum" })).toBe(
      "because the order would have paid less than the minimum received",
    );
    expect(refundReasonText({ reason: "zero_output", detail: "pool is empty" })).toBe("(pool is empty)");
    expect(refundReasonText({ detail: "" })).toBeUndefined();
  });

  it("shows it in the report dialog's Refunded row and in the CSV export", () => {
    const order = { ...refundedOrder(), completed: true };
    expect(reportView(order, undefined).refunded).toEqual([`2.0000 EOS ${SENTENCE}`]);
    expect(orderReportCsvText(order)).toBe(`Sent 2.0000 EOS, refunded 2.0000 EOS ${SENTENCE}`);
    renderReportDialog(order);
    const dialog = within(screen.getByRole("dialog"));
    expect(dialog.getByText("Refunded")).toBeTruthy();
    expect(dialog.getByTestId("report-refunded").textContent).toBe(`2.0000 EOS ${SENTENCE}`);
  });
});
