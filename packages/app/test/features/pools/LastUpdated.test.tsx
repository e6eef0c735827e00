// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LastUpdated } from "../../../src/features/pools/LastUpdated";

afterEach(cleanup);

describe("last updated indicator", () => {
  it("says how old the figures are and refreshes on demand", () => {
    const onRefresh = vi.fn();
    render(<LastUpdated updatedMs={Date.now() - 120_000} refreshing={false} onRefresh={onRefresh} />);
    expect(screen.getByTestId("pools-last-updated").textContent).toBe("Last updated 2 minutes ago");
    fireEvent.click(screen.getByRole("button", { name: "Refresh pools" }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    cleanup();
    render(<LastUpdated updatedMs={undefined} refreshing onRefresh={onRefresh} />);
    expect(screen.getByTestId("pools-last-updated").textContent).toBe("Last updated: —");
    expect(screen.getByRole("button", { name: "Refresh pools" })).toHaveProperty("disabled", true);
  });
});
