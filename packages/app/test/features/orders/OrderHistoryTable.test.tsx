// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderHistoryTable, orderIdText } from "../../../src/features/orders/OrderHistoryTable";
import { orderState } from "../../../src/features/orders/store/orderView";
import { ammOrder } from "./orderFixtures";
import { failed, reported, resetOrderHistory } from "./orderHistoryFixtures";

afterEach(resetOrderHistory);

const inProgress = ammOrder({ uuid: "running", ammOrderIds: ["42"] });

describe("order history rows", () => {
  it("has the columns Type, Tokens, Order ID, Report, Time", () => {
    render(<OrderHistoryTable orders={[inProgress]} onOpenReport={() => undefined} />);
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Type",
      "Tokens",
      "Order ID",
      "Report",
      "Time",
    ]);
    const row = within(screen.getByTestId("order-row-running"));
    expect(row.getByText("AMM Swap")).toBeTruthy();
    expect(row.getByText("1.2345 UTX → 2.4678 UFX")).toBeTruthy();
    expect(row.getByText("#42")).toBeTruthy();
    expect(row.getByTestId("order-in-progress").getAttribute("aria-label")).toBe("In progress");
    expect(row.queryByTestId("order-report-button")).toBeNull();
  });

  it("a reported order has a report button that opens its report", () => {
    const opened: string[] = [];
    render(<OrderHistoryTable orders={[reported]} onOpenReport={(uuid) => opened.push(uuid)} />);
    const button = screen.getByRole("button", { name: "View report" });
    expect(button.getAttribute("data-testid")).toBe("order-report-button");
    fireEvent.click(button);
    expect(opened).toEqual(["reported"]);
    expect(screen.queryByTestId("order-in-progress")).toBeNull();
  });

  it("a failed order shows the error icon and its message", () => {
    render(<OrderHistoryTable orders={[failed]} onOpenReport={() => undefined} />);
    const error = screen.getByTestId("order-error");
    expect(error.textContent).toBe("User rejected signature");
    expect(within(error).getByLabelText("Failed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "View report" })).toBeNull();
  });
});

describe("the order's state (spec 1 §4: open, completed, canceled)", () => {
  const stateOf = (order: ReturnType<typeof ammOrder>) => {
    render(<OrderHistoryTable orders={[order]} onOpenReport={() => undefined} />);
    const label = screen.getByTestId("order-state");
    const shown = [label.textContent, label.dataset.state];
    cleanup();
    return shown;
  };
  const filled = (quantity: string) => ({
    input: { quantity },
    outputs: [{ quantity: "1.0000 UFX" }],
    status: "filled",
  });
  const refunded = (quantity: string) => ({
    input: { quantity },
    outputs: [],
    status: "refunded",
    refund: { quantity },
  });

  it("is shown on every row: open in progress, completed when filled, canceled when failed or refunded", () => {
    expect(stateOf(inProgress)).toEqual(["Open", "open"]);
    expect(stateOf(reported)).toEqual(["Completed", "completed"]);
    expect(stateOf(failed)).toEqual(["Canceled", "canceled"]);
    const allRefunded = ammOrder({ uuid: "r", completed: true, report: [refunded("1.0000 UTX")] });
    expect(stateOf(allRefunded)).toEqual(["Canceled", "canceled"]);
    const created = ammOrder({ uuid: "c", type: "Account Creation", completed: true });
    expect(stateOf(created)).toEqual(["Completed", "completed"]);
  });

  it("a Multi Swap partly filled is completed and its unfilled remainder canceled", () => {
    const multi = {
      uuid: "multi",
      type: "Multi Swap",
      expectedReports: 2,
      report: [filled("1.0000 UTX"), refunded("2.0000 EOS")],
    };
    expect(stateOf(ammOrder({ ...multi, completed: true }))).toEqual([
      "Completed (remainder canceled)",
      "completed",
    ]);
    // One report of two so far: still open.
    expect(stateOf(ammOrder({ ...multi, report: [filled("1.0000 UTX")] }))).toEqual(["Open", "open"]);
    expect(orderState(ammOrder({ ...multi, completed: true }))).toEqual({
      state: "completed",
      filled: 1n,
      remaining: 0n,
      canceled: 1n,
    });
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
