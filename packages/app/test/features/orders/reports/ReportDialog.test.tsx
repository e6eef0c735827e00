// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ammOrder } from "../orderFixtures";
import { renderReportDialog } from "./renderReportDialog";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const TX = "ab".repeat(32);
const SETTLE = "cd".repeat(32);
const EXPLORER = "https://explorer.uxnetwork.io/transaction/";

const reported = ammOrder({
  type: "Multi Swap",
  completed: true,
  pool_name: "utxufx",
  orderTxId: TX,
  forwardTxId: SETTLE,
  report: [
    { input: { quantity: "1.0000 UTX" }, outputs: [{ quantity: "2.0000 UFX" }] },
    { input: { quantity: "2.0000 EOS" }, outputs: [{ quantity: "0.4601 UFX" }, { quantity: "0.1000 LPA" }] },
  ],
});

describe("transaction report dialog", () => {
  it("shows sent and received amounts, the pool, the date and the transaction", () => {
    renderReportDialog(reported, { txExplorer: EXPLORER });
    const dialog = within(screen.getByRole("dialog"));
    expect(dialog.getByText("Transaction Report")).toBeTruthy();
    expect(dialog.getByTestId("report-type").textContent).toBe("Multi Swap");
    expect(
      within(dialog.getByTestId("report-sent"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["1.0000 UTX", "2.0000 EOS"]);
    expect(
      within(dialog.getByTestId("report-received"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["2.4601 UFX", "0.1000 LPA"]);
    expect(dialog.getByText("Received")).toBeTruthy();
    expect(dialog.getByTestId("report-pool").textContent).toBe("utxufx (#3)");
    expect(dialog.getByTestId("report-date").textContent).toBe(new Date(reported.date).toLocaleString());
    expect(dialog.getByTestId("report-tx-hash").textContent).toBe(TX);
    expect(dialog.getByTestId("report-tx-explorer").getAttribute("href")).toBe(`${EXPLORER}${TX}`);
    expect(dialog.getByTestId("report-tx-explorer").getAttribute("target")).toBe("_blank");
    expect(dialog.getByTestId("report-forward-tx-explorer").getAttribute("href")).toBe(
      `${EXPLORER}${SETTLE}`,
    );
    expect(dialog.queryByTestId("report-error")).toBeNull();
  });

  it("copies the transaction hash and closes", () => {
    const copied: string[] = [];
    const onClose = vi.fn();
    renderReportDialog(reported, { txExplorer: EXPLORER, onClose, onCopy: (t) => copied.push(t) });
    fireEvent.click(screen.getByRole("button", { name: "Copy transaction hash" }));
    fireEvent.click(screen.getByTestId("report-forward-tx-copy"));
    expect(copied).toEqual([TX, SETTLE]);
    fireEvent.click(screen.getByTestId("report-close"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a failed order: 'Transaction Failed', the reason, what was to be sent, no explorer without a config", () => {
    const failed = ammOrder({
      completed: true,
      error: true,
      errorMessage: "assertion failure with message: paused",
    });
    renderReportDialog(failed);
    expect(screen.getByText("Transaction Failed")).toBeTruthy();
    expect(screen.getByTestId("report-error").textContent).toBe("assertion failure with message: paused");
    expect(screen.getByTestId("report-sent").textContent).toBe("1.2345 UTX");
    expect(screen.getByText("Estimated to receive")).toBeTruthy();
    expect(screen.queryByTestId("report-tx")).toBeNull();
  });

  it("an order with a transaction but no explorer configured has the copy action only", () => {
    renderReportDialog(ammOrder({ orderTxId: TX }));
    expect(screen.getByText("Order in progress")).toBeTruthy();
    expect(screen.getByTestId("report-tx-copy")).toBeTruthy();
    expect(screen.queryByTestId("report-tx-explorer")).toBeNull();
  });
});
