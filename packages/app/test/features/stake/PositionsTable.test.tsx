// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PositionsTable } from "../../../src/features/stake/PositionsTable";
import type { PositionRow } from "../../../src/features/stake/stakePositions";
import { expectNarrowTable } from "../../shared/ui/tableChecks";

afterEach(cleanup);

const row = (overrides: Partial<PositionRow>): PositionRow => ({
  key: "202612-liquid",
  expiry: 202612,
  formatted: "DEC26",
  daysLeft: 351,
  type: "liquid",
  units: 100_000n,
  decimals: 4,
  symbol: "UTX",
  active: true,
  action: "unstake",
  value: 97_123n,
  ...overrides,
});

describe("position rows' buttons (spec 2 §4)", () => {
  it("disabled 'Locked' for an active locked position, 'Unstake' otherwise, redeem once expired", () => {
    const onUnstake = vi.fn();
    const expired = row({
      key: "202509-locked",
      type: "locked",
      daysLeft: "Expired",
      active: false,
      action: "redeem",
      value: 100_000n,
    });
    render(
      <PositionsTable
        rows={[
          row({}),
          row({ key: "202612-locked", type: "locked", action: "locked", value: null }),
          expired,
        ]}
        busyKey={null}
        onUnstake={onUnstake}
      />,
    );
    const liquid = within(screen.getByTestId("stake-position-202612-liquid"));
    expect(liquid.getByText("10.00")).toBeTruthy();
    expect(liquid.getByText("9.7123 UTX")).toBeTruthy();
    const locked = within(screen.getByTestId("stake-position-202612-locked")).getByRole("button");
    expect(locked.textContent).toBe("Locked");
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    const old = within(screen.getByTestId("stake-position-202509-locked"));
    expect(old.getByText("Expired")).toBeTruthy();
    fireEvent.click(old.getByRole("button", { name: "Unstake" }));
    expect(onUnstake).toHaveBeenCalledWith(expired);
  });

  it("shows the empty and loading states", () => {
    const { rerender } = render(<PositionsTable rows={null} busyKey={null} onUnstake={vi.fn()} />);
    expect(screen.getByText("Loading positions…")).toBeTruthy();
    rerender(<PositionsTable rows={[]} busyKey={null} onUnstake={vi.fn()} />);
    expect(screen.getByText("No positions yet")).toBeTruthy();
  });
});

describe("Current Positions on a narrow screen (issue #16 item 6)", () => {
  it("scrolls inside its own container; expiry, type and amounts never wrap, amounts right-aligned", () => {
    render(<PositionsTable rows={[row({})]} busyKey={null} onUnstake={vi.fn()} />);
    // Expiry, Days Left, Type, Quantity, Value Now, the action.
    expectNarrowTable(
      screen.getByTestId("stake-positions"),
      screen.getByTestId("stake-position-202612-liquid"),
      {
        oneLine: [0, 1, 2],
        amounts: [3, 4],
      },
    );
  });
});
