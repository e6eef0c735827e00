// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { TRANSACTION_CONFIRMED_ON_ETHEREUM } from "@ux/core/forms";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CreationProgress } from "../../../../src/features/account-creation/flow/creationFlow";
import {
  CLOSE_WHILE_RUNNING,
  ProgressStep,
} from "../../../../src/features/account-creation/steps/ProgressStep";

afterEach(cleanup);

const progress = (patch: Partial<CreationProgress>): CreationProgress => ({
  id: "run",
  phase: "confirming",
  percent: 5,
  status: "Transaction confirmation 0/3",
  ...patch,
});

function setup(value: CreationProgress) {
  const handlers = { onTryAgain: vi.fn(), onClose: vi.fn() };
  render(<ProgressStep progress={value} {...handlers} />);
  return handlers;
}

describe("the progress dialog (spec 1 §2, §4): circular progress plus status text", () => {
  it("shows the Ethereum progress as a percentage with its status, and that closing is safe", () => {
    setup(progress({ percent: 99, status: TRANSACTION_CONFIRMED_ON_ETHEREUM }));
    expect(screen.getByTestId("create-account-percent").getAttribute("data-value")).toBe("99");
    expect(screen.getByText("99%")).toBeTruthy();
    expect(screen.getByTestId("create-account-status").textContent).toBe(TRANSACTION_CONFIRMED_ON_ETHEREUM);
    expect(screen.getByText(CLOSE_WHILE_RUNNING)).toBeTruthy();
    expect(screen.queryByText("Try again")).toBeNull();
  });

  it("spins without a percentage while an EOSIO payment is handled", () => {
    setup(progress({ phase: "submitted", percent: null, status: "Payment signed" }));
    expect(screen.getByLabelText("In progress")).toBeTruthy();
    expect(screen.queryByTestId("create-account-percent")).toBeNull();
  });

  it("after success offers Close; after a failure, Try again too", () => {
    const done = setup(progress({ phase: "created", percent: 100, status: "Account newaccount12 created" }));
    expect(screen.queryByText(CLOSE_WHILE_RUNNING)).toBeNull();
    fireEvent.click(screen.getByTestId("create-account-close"));
    expect(done.onClose).toHaveBeenCalledTimes(1);
    cleanup();
    const failed = setup(progress({ phase: "failed", percent: null, status: "Account creation failed: x." }));
    fireEvent.click(screen.getByText("Try again"));
    expect(failed.onTryAgain).toHaveBeenCalledTimes(1);
  });
});
