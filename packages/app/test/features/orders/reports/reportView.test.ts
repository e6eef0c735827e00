import { describe, expect, it } from "vitest";
import {
  ESTIMATED_LABEL,
  explorerLink,
  IN_PROGRESS_TITLE,
  RECEIVED_LABEL,
  REPORT_TITLE,
  reportView,
  sumQuantities,
} from "../../../../src/features/orders/reports/reportView";
import { ammOrder } from "../orderFixtures";

describe("the report dialog's content", () => {
  it("adds a Multi Swap's quantities up per token, to the last unit", () => {
    expect(
      sumQuantities(["1.0000 UFX", "0.00000001 WAX", "2.0001 UFX", "0.00000009 WAX", "n/a", "3 EOS"]),
    ).toEqual(["3.0001 UFX", "0.00000010 WAX", "n/a", "3 EOS"]);
  });

  it("links the explorer by appending the id", () => {
    expect(explorerLink("https://explorer.uxnetwork.io/transaction/", "ab")).toBe(
      "https://explorer.uxnetwork.io/transaction/ab",
    );
    expect(explorerLink(undefined, "ab")).toBeUndefined();
    expect(explorerLink("https://x/", undefined)).toBeUndefined();
  });

  it("shows the reports' amounts once reported, the estimate before", () => {
    const reported = ammOrder({
      completed: true,
      pool_name: "utxufx",
      orderTxId: "ab".repeat(32),
      forwardTxId: "cd".repeat(32),
      report: [
        { input: { quantity: "1.0000 UTX" }, outputs: [{ quantity: "2.0000 UFX" }] },
        { input: { quantity: "0.2345 UTX" }, outputs: [{ quantity: "0.4601 UFX" }] },
      ],
    });
    expect(reportView(reported, "https://x/tx/")).toEqual({
      title: REPORT_TITLE,
      status: "reported",
      sent: ["1.2345 UTX"],
      received: ["2.4601 UFX"],
      receivedLabel: RECEIVED_LABEL,
      refunded: [],
      pool: "utxufx (#3)",
      errorMessage: undefined,
      txId: "ab".repeat(32),
      txLink: `https://x/tx/${"ab".repeat(32)}`,
      forwardTxId: "cd".repeat(32),
      forwardLink: `https://x/tx/${"cd".repeat(32)}`,
    });
    expect(reportView(ammOrder(), undefined)).toMatchObject({
      title: IN_PROGRESS_TITLE,
      sent: ["1.2345 UTX"],
      received: ["2.4678 UFX"],
      receivedLabel: ESTIMATED_LABEL,
      pool: "#3",
      txLink: undefined,
    });
  });

  it("names every pool the order went through: both of a UFX hop", () => {
    const hop = ammOrder({
      ufxHop: true,
      pools: [
        { id: 3, name: "ufx-eos" },
        { id: 4, name: "ufx-usdt" },
      ],
    });
    expect(reportView(hop, undefined).pool).toBe("ufx-eos (#3) → ufx-usdt (#4)");
    expect(reportView(ammOrder({ pools: [{ id: 0, name: "antelope" }] }), undefined).pool).toBe(
      "antelope (#0)",
    );
  });

  it("a failed order is titled 'Transaction Failed' and says why", () => {
    expect(
      reportView(ammOrder({ completed: true, error: true, errorMessage: "Error submitting tx" }), undefined),
    ).toMatchObject({ title: "Transaction Failed", status: "failed", errorMessage: "Error submitting tx" });
  });

  it("lists refunds apart from what was swapped", () => {
    const view = reportView(
      ammOrder({
        completed: true,
        report: [
          { input: { quantity: "1.0000 UTX" }, outputs: [{ quantity: "2.0000 UFX" }] },
          {
            input: { quantity: "2.0000 EOS" },
            outputs: [],
            refund: { quantity: "2.0000 EOS" },
            detail: "pool is empty",
          },
        ],
      }),
      undefined,
    );
    expect(view.sent).toEqual(["1.0000 UTX"]);
    expect(view.refunded).toEqual(["2.0000 EOS (pool is empty)"]);
  });
});
