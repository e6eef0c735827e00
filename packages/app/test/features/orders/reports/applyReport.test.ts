import { describe, expect, it } from "vitest";
import { applyReport } from "../../../../src/features/orders/reports/applyReport";
import type { ReportEvent } from "../../../../src/features/orders/socket/ammSocketPayloads";
import { ammOrder, refundedLine } from "../orderFixtures";

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
      refundedLine("42", "1.2345 UTX", "output below the minimum trade"),
    ]);
  });
});
