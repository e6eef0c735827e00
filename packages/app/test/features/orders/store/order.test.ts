import { describe, expect, it } from "vitest";
import {
  countUnviewed,
  emptyHistoryText,
  markAllViewed,
  ORDER_VIEWED_DELAY_MS,
  orderStatus,
  orderTokensText,
  parsePersistedOrders,
  reportText,
} from "../../../../src/features/orders/store/order";
import { orderLeg as leg, order, report } from "../orderFixtures";

describe("order history texts", () => {
  it("uses the spec's empty texts", () => {
    expect(emptyHistoryText(null, 0)).toBe("You are not logged in");
    expect(emptyHistoryText(null, 3)).toBe("You are not logged in");
    expect(emptyHistoryText("alice1111111", 0)).toBe(
      "You have not performed any transactions since you logged in",
    );
    expect(emptyHistoryText("alice1111111", 1)).toBeNull();
  });

  it("marks viewed after 1.5 s", () => {
    expect(ORDER_VIEWED_DELAY_MS).toBe(1500);
  });

  it("describes tokens and reports", () => {
    expect(orderTokensText(order())).toBe("1.0000 UTX → 2.5000 UFX");
    expect(orderTokensText(order({ receive: [] }))).toBe("1.0000 UTX");
    expect(
      orderTokensText(order({ send: [leg("1.0000 UTX"), leg("3.0000 EOS")], receive: [leg("1.0000 LPA")] })),
    ).toBe("1.0000 UTX, 3.0000 EOS → 1.0000 LPA");
    expect(reportText(report)).toBe("Sent 1.0000 UTX, received 2.4950 UFX");
  });
});

describe("order status", () => {
  it("is in progress until completed, then failed, reported or completed", () => {
    expect(orderStatus(order())).toBe("inProgress");
    expect(orderStatus(order({ completed: true, error: true, errorMessage: "x" }))).toBe("failed");
    expect(orderStatus(order({ completed: true, report }))).toBe("reported");
    expect(orderStatus(order({ completed: true }))).toBe("completed");
    expect(orderStatus(order({ completed: true, report: [] }))).toBe("completed");
  });
});

describe("unviewed count", () => {
  it("counts unviewed orders and unviewed reports separately", () => {
    expect(countUnviewed([])).toBe(0);
    expect(countUnviewed([order()])).toBe(1);
    expect(countUnviewed([order({ completed: true, report })])).toBe(2);
    expect(countUnviewed([order({ viewedOrder: true, completed: true, report })])).toBe(1);
    expect(countUnviewed([order({ viewedOrder: true, viewedReport: true, completed: true, report })])).toBe(
      0,
    );
    // A report not yet arrived is not counted even though viewedReport is false.
    expect(countUnviewed([order({ viewedOrder: true })])).toBe(0);
  });

  it("markAllViewed clears the count, and a report arriving later counts again", () => {
    const viewed = markAllViewed([order({ uuid: "a" }), order({ uuid: "b", completed: true, report })]);
    expect(countUnviewed(viewed)).toBe(0);
    expect(viewed.map((o) => [o.viewedOrder, o.viewedReport])).toEqual([
      [true, false],
      [true, true],
    ]);
    const reported = viewed.map((o) => (o.uuid === "a" ? { ...o, completed: true, report } : o));
    expect(countUnviewed(reported)).toBe(1);
  });
});

describe("persisted orders", () => {
  it("keeps valid entries, fills defaults, and drops corrupt ones", () => {
    const { ammTxIds: _ids, ufxHop: _hop, ...withoutDefaults } = order({ uuid: "ok" });
    const parsed = parsePersistedOrders([withoutDefaults, { uuid: "broken" }, 42, null]);
    expect(parsed).toEqual([order({ uuid: "ok" })]);
    expect(parsePersistedOrders("not a list")).toEqual([]);
    expect(parsePersistedOrders(undefined)).toEqual([]);
  });
});
