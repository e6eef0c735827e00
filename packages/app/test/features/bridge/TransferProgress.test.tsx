// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { BRIDGE_STATUS_ORDER } from "@ux/core/bridge";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_TRANSFER, type TransferState } from "../../../src/features/bridge/flow/transferRun";
import {
  TRANSFER_COMPLETE,
  TRANSFER_UNPROVEN,
  TransferProgress,
} from "../../../src/features/bridge/TransferProgress";

afterEach(cleanup);

const state = (over: Partial<TransferState>): TransferState => ({
  ...IDLE_TRANSFER,
  outcome: "running",
  ...over,
});

describe("transfer progress", () => {
  it("shows nothing before the proofs", () => {
    render(<TransferProgress transfer={IDLE_TRANSFER} progress={0} onReSign={() => {}} />);
    expect(screen.queryByTestId("bridge-transfer-progress")).toBeNull();
  });

  it.each(BRIDGE_STATUS_ORDER)("shows '%s' with the progress bar", (status) => {
    render(<TransferProgress transfer={state({ status })} progress={37} onReSign={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe(status);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("37");
    expect(screen.queryByText("Re-Sign Proofs")).toBeNull();
  });

  it("offers 'Re-Sign Proofs' after 'Error Submitting Proof(s)'", () => {
    const onReSign = vi.fn();
    render(
      <TransferProgress
        transfer={state({ status: "Error Submitting Proof(s)", outcome: "proofError" })}
        progress={80}
        onReSign={onReSign}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Error Submitting Proof(s)");
    fireEvent.click(screen.getByRole("button", { name: "Re-Sign Proofs" }));
    expect(onReSign).toHaveBeenCalledOnce();
  });

  it("fills the bar once complete", () => {
    render(
      <TransferProgress
        transfer={state({ status: "Submitting Proof(s)", outcome: "complete" })}
        progress={12}
        onReSign={() => {}}
      />,
    );
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });

  const receipt = { amount: "1.0000 UTX", destinationLabel: "EOS", explorerUrl: "https://eos.test/tx/p1" };

  it("shows the completion with the amount received and the destination's Explorer link", () => {
    render(
      <TransferProgress
        transfer={state({ status: "Submitting Proof(s)", outcome: "complete", proofTransactionId: "p1" })}
        progress={12}
        onReSign={() => {}}
        receipt={receipt}
      />,
    );
    const done = screen.getByTestId("bridge-transfer-complete");
    expect(done.textContent).toContain(TRANSFER_COMPLETE);
    expect(done.textContent).toContain("Received 1.0000 UTX on EOS");
    expect(screen.getByRole("link", { name: "Explorer" }).getAttribute("href")).toBe(
      "https://eos.test/tx/p1",
    );
  });

  it("has no Explorer link when the destination has no Explorer, and no completion while running", () => {
    const { rerender } = render(
      <TransferProgress
        transfer={state({ status: "Submitting Proof(s)", outcome: "running" })}
        progress={12}
        onReSign={() => {}}
        receipt={receipt}
      />,
    );
    expect(screen.queryByTestId("bridge-transfer-complete")).toBeNull();
    rerender(
      <TransferProgress
        transfer={state({ status: "Submitting Proof(s)", outcome: "complete" })}
        progress={12}
        onReSign={() => {}}
        receipt={{ ...receipt, explorerUrl: null }}
      />,
    );
    expect(screen.getByTestId("bridge-transfer-complete").textContent).toContain(
      "Received 1.0000 UTX on EOS",
    );
    expect(screen.queryByRole("link", { name: "Explorer" })).toBeNull();
  });

  it("says an unproven transfer waits for Retry under Previous Transactions", () => {
    render(<TransferProgress transfer={state({ outcome: "unproven" })} progress={0} onReSign={() => {}} />);
    expect(screen.getByTestId("bridge-transfer-unproven").textContent).toBe(TRANSFER_UNPROVEN);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
