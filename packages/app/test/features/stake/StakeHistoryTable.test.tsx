// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StakeHistoryTable } from "../../../src/features/stake/StakeHistoryTable";
import type { HistoryRow } from "../../../src/features/stake/stakeHistoryRows";
import { expectNarrowTable } from "../../shared/ui/tableChecks";

afterEach(cleanup);

const ROW: HistoryRow = {
  key: "tx1-stake-202612",
  kind: "Stake",
  expiry: "DEC26",
  blockTime: Date.UTC(2026, 0, 15, 12),
  quantity: "100.0000 UTX",
  amount: "2.9918 UTX",
  detail: "Liquid",
  txId: "tx1",
};

describe("Stake History on a narrow screen (issue #16 item 6)", () => {
  it("scrolls inside its own container; date, action, expiry and amounts never wrap", () => {
    render(<StakeHistoryTable rows={[ROW]} />);
    // Date, Action, Expiry, Quantity, Reward / Received.
    const cell = expectNarrowTable(
      screen.getByTestId("stake-history"),
      screen.getByTestId("stake-history-row"),
      {
        oneLine: [0, 1, 2],
        amounts: [3, 4],
      },
    );
    expect(cell(3).textContent).toBe("100.0000 UTX");
  });
});
