// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OrderHistoryBell } from "../../../src/features/orders/OrderHistoryBell";
import { OrderHistoryPopover } from "../../../src/features/orders/OrderHistoryPopover";
import { reportUiStore } from "../../../src/features/orders/reports/reportUiStore";
import { ORDER_VIEWED_DELAY_MS } from "../../../src/features/orders/store/order";
import { ordersStore } from "../../../src/features/orders/store/ordersStore";
import { NO_ORDERS_TEXT, NOT_LOGGED_IN_TEXT } from "../../../src/features/orders/store/orderView";
import { failed, reported, resetOrderHistory } from "./orderHistoryFixtures";

afterEach(resetOrderHistory);

describe("order history popover and bell", () => {
  const anchor = () => document.body;

  it("shows the empty texts", () => {
    const { unmount } = render(
      <OrderHistoryPopover anchorEl={anchor()} accountName={null} onClose={() => undefined} />,
    );
    expect(screen.getByTestId("order-history-empty").textContent).toBe(NOT_LOGGED_IN_TEXT);
    unmount();
    render(<OrderHistoryPopover anchorEl={anchor()} accountName="alice1111111" onClose={() => undefined} />);
    expect(screen.getByTestId("order-history-empty").textContent).toBe(NO_ORDERS_TEXT);
  });

  it("counts unviewed orders and reports in the badge; opening marks them viewed after 1.5 s", () => {
    vi.useFakeTimers();
    ordersStore.getState().addOrder(failed);
    ordersStore.getState().addOrder(reported);
    render(<OrderHistoryBell accountName="alice1111111" />);
    // Two unviewed orders plus one unviewed report.
    expect(screen.getByTestId("order-history-badge").textContent).toBe("3");
    render(<OrderHistoryPopover anchorEl={anchor()} accountName="alice1111111" onClose={() => undefined} />);
    act(() => vi.advanceTimersByTime(ORDER_VIEWED_DELAY_MS - 1));
    expect(screen.getByTestId("order-history-badge").textContent).toBe("3");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("order-history-badge")).toBeNull();
  });

  it("the report button closes the popover and opens the report dialog", () => {
    ordersStore.getState().addOrder(reported);
    const onClose = vi.fn();
    render(<OrderHistoryPopover anchorEl={anchor()} accountName="alice1111111" onClose={onClose} />);
    fireEvent.click(screen.getByTestId("order-report-button"));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(reportUiStore.getState().dialogUuid).toBe("reported");
  });
});
