import { describe, expect, it } from "vitest";
import { ORDER_VIEWED_DELAY_MS } from "../../../../src/features/orders/store/order";
import {
  emptyHistoryText,
  orderStatus,
  orderTokensText,
  reportText,
} from "../../../../src/features/orders/store/orderView";
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
