// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLICK_TO_VIEW_REPORT, ReportToast } from "../../../../src/features/orders/reports/ReportToast";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("'Click to view report' notification", () => {
  it("opens the report when clicked", () => {
    const onView = vi.fn();
    render(<ReportToast toastKey={1} onView={onView} onClose={() => undefined} />);
    const toast = screen.getByTestId("order-report-toast");
    expect(toast.textContent).toBe(CLICK_TO_VIEW_REPORT);
    fireEvent.click(toast);
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it("closes itself after the success duration (3 s)", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ReportToast toastKey={1} onView={() => undefined} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
