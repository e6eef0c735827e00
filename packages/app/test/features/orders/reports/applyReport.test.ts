import { describe, expect, it } from "vitest";
import { orderIdText } from "../../src/features/orders/OrderHistoryTable";
import { applyReport } from "../../src/features/orders/reports/applyReport";
import {
  ESTIMATED_LABEL,
  explorerLink,
  IN_PROGRESS_TITLE,
  RECEIVED_LABEL,
  REPORT_TITLE,
  reportView,
  sumQuantities,
} from "../../src/features/orders/reports/reportView";
import type { ReportEvent } from "../../src/features/orders/socket/ammSocketPayloads";
import { ammOrder } from "./orderFixtures";

const event = (overrides: Partial<ReportEvent> = {}, input = "1.2345 UTX", outputs = ["2.4601 UFX"]) =>
  ({
    report: {
      status: "filled",
      input: { quantity: input },
      outputs: outputs.map((quantity) => ({ quantity })),
    },
    orderTxId: "ab".repeat(32),
    forwardTxId: "cd".repeat(32),
    pool_id: 3,
    order_id: "42",
    ...overrides,
  }) as ReportEvent;

describe("matching a report to its order", () => {
  it("by order id first", () => {
    const orders = [
      ammOrder({ uuid: "by-tx", orderTxId: "ab".repeat(32) }),
      ammOrder({ uuid: "by-id", ammOrderIds: ["42"], orderTxId: "ef".repeat(32) }),
    ];
    expect(applyReport(orders, event())?.uuid).toBe("by-id");
  });

  it("then by the placing transaction's id (any case)", () => {
    const orders = [ammOrder({ uuid: "other" }), ammOrder({ uuid: "by-tx", orderTxId: "AB".repeat(32) })];
    const outcome = applyReport(orders, event());
    expect(outcome).toEqual({
      uuid: "by-tx",
      completed: true,
      patch: {
        report: [
          {
            input: { quantity: "1.2345 UTX" },
            outputs: [{ quantity: "2.4601 UFX" }],
            order_id: "42",
            status: "filled",
          },
        ],
        viewedReport: false,
        forwardTxId: "cd".repeat(32),
        ammOrderIds: ["42"],
        completed: true,
        error: false,
        errorMessage: undefined,
      },
    });
  });

  it("gateway orders: the oldest open one of the pool that sent the input token", () => {
    const orders = [
      ammOrder({ uuid: "newest", gateway: true }),
      ammOrder({ uuid: "done", gateway: true, completed: true }),
      ammOrder({ uuid: "other-pool", gateway: true, pool_id: 4 }),
      ammOrder({ uuid: "oldest", gateway: true }),
      ammOrder({ uuid: "not-gateway" }),
    ];
    const outcome = applyReport(orders, event({ orderTxId: "99".repeat(32) }));
    expect(outcome?.uuid).toBe("oldest");
    // The gateway order learns the Antelope transaction id from the report.
    expect(outcome?.patch.orderTxId).toBe("99".repeat(32));
    expect(applyReport(orders, event({ orderTxId: "99".repeat(32) }, "1.0000 EOS"))).toBeNull();
  });

  it("ignores unknown orders and reports already applied", () => {
    expect(applyReport([ammOrder({ orderTxId: "ef".repeat(32) })], event())).toBeNull();
    const applied = ammOrder({
      ammOrderIds: ["42"],
      report: [{ input: { quantity: "1.2345 UTX" }, outputs: [], order_id: "42" }],
    });
    expect(applyReport([applied], event())).toBeNull();
  });

  it("a report clears an error: the order settled after all", () => {
    const failed = ammOrder({ ammOrderIds: ["42"], completed: true, error: true, errorMessage: "expired" });
    expect(applyReport([failed], event())?.patch).toMatchObject({ completed: true, error: false });
  });

  it("keeps a refund and its reason", () => {
    const refunded = event({}, "1.2345 UTX", []);
    refunded.report.status = "refunded";
    refunded.report.refund = { quantity: "1.2345 UTX" };
    refunded.report.detail = "output below the minimum trade";
    expect(applyReport([ammOrder({ ammOrderIds: ["42"] })], refunded)?.patch.report).toEqual([
      {
        input: { quantity: "1.2345 UTX" },
        outputs: [],
        order_id: "42",
        status: "refunded",
        refund: { quantity: "1.2345 UTX" },
        detail: "output below the minimum trade",
      },
    ]);
  });
});

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

describe("the Order ID column", () => {
  it("shows the AMM order ids, else the start of the transaction id", () => {
    expect(orderIdText(ammOrder({ ammOrderIds: ["42", "43"] }))).toBe("#42, #43");
    expect(orderIdText(ammOrder({ orderTxId: "ab".repeat(32) }))).toBe("abababab…");
    expect(orderIdText(ammOrder({ ammTxIds: ["0xee"] }))).toBe("0xee");
    expect(orderIdText(ammOrder())).toBe("—");
  });
});
