// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { PreviousTransfer } from "@ux/core/bridge";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PREVIOUS_EMPTY,
  PREVIOUS_LOAD_ERROR,
  PreviousTransactions,
} from "../../../src/features/bridge/PreviousTransactions";

afterEach(cleanup);

const row = (transactionId: string, proven: boolean | null): PreviousTransfer => ({
  date: "2026-01-02T03:04:05.500",
  transactionId,
  amount: "1.5000 UTX",
  blockNum: 10,
  proven,
});

const show = (rows: PreviousTransfer[] | null, over: { error?: boolean; onRetry?: () => void } = {}) =>
  render(
    <PreviousTransactions
      rows={rows}
      error={over.error ?? false}
      explorerUrl={(id) => `https://explorer.test/tx/${id}`}
      busy={false}
      onRetry={over.onRetry ?? (() => {})}
    />,
  );

describe("previous transactions (spec 2 §4)", () => {
  it("shows Complete with Explorer, Failed with Retry, and a loading icon while unknown", () => {
    const onRetry = vi.fn();
    show([row("done", true), row("open", false), row("checking", null)], { onRetry });
    const [done, open, checking] = screen.getAllByTestId("bridge-previous-row");
    expect(done?.textContent).toContain("Complete");
    expect(done?.textContent).toContain("2026-01-02 03:04:05");
    expect(done?.querySelector("a")?.getAttribute("href")).toBe("https://explorer.test/tx/done");
    expect(done?.textContent).not.toContain("Retry");
    expect(open?.textContent).toContain("Failed");
    expect(open?.querySelector("a")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledWith(row("open", false));
    expect(checking?.querySelector("[aria-label='Checking the transfer']")).toBeTruthy();
    expect(checking?.textContent).not.toMatch(/Complete|Failed|Retry|Explorer/);
  });

  it("has loading, empty and error states", () => {
    show(null);
    expect(screen.getByLabelText("Loading previous transfers")).toBeTruthy();
    cleanup();
    show([]);
    expect(screen.getByText(PREVIOUS_EMPTY)).toBeTruthy();
    cleanup();
    show(null, { error: true });
    expect(screen.getByText(PREVIOUS_LOAD_ERROR)).toBeTruthy();
  });
});
