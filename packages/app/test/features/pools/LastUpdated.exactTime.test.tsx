// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LastUpdated } from "../../../src/features/pools/LastUpdated";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("last updated indicator's exact time", () => {
  it("formats the exact time only when its tooltip opens, as the browser formats it", async () => {
    const updatedMs = Date.now() - 120_000;
    const format = vi.spyOn(Date.prototype, "toLocaleString");
    render(<LastUpdated updatedMs={updatedMs} refreshing={false} onRefresh={() => {}} />);
    const text = screen.getByTestId("pools-last-updated");
    expect(text.textContent).toBe("Last updated 2 minutes ago");
    expect(format).not.toHaveBeenCalled();
    vi.useFakeTimers();
    fireEvent.mouseOver(text);
    act(() => vi.advanceTimersByTime(1_000));
    vi.useRealTimers();
    const tooltip = await screen.findByRole("tooltip");
    format.mockRestore();
    expect(tooltip.textContent).toBe(new Date(updatedMs).toLocaleString());
  });
});
