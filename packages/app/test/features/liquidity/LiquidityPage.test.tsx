// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { NetworkConfig } from "@ux/core/config";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiquidityPage } from "../../../src/features/liquidity/LiquidityPage";
import { CONNECT_TO_VIEW_POSITIONS } from "../../../src/features/liquidity/PositionsView";
import { NetworkConfigContext } from "../../../src/shared/config/networkConfigContext";
import { withQueryClient } from "../../shared/query/withQueryClient";

// No AMM contract in the config: the market stays idle, so nothing reaches a node.
const CONFIG = {
  network: "local",
  chains: { ux: { name: "ux", label: "UX Network", type: "eosio", api: "http://127.0.0.1:1" } },
  services: { ammIndexer: "http://127.0.0.1:1/summary" },
  testAccounts: [],
} as unknown as NetworkConfig;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  render(
    withQueryClient(
      <NetworkConfigContext.Provider value={CONFIG}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/amm/liquidity/:tab"
              element={
                <>
                  <LiquidityPage />
                  <Location />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </NetworkConfigContext.Provider>,
    ),
  );
}

beforeEach(() => {
  // The indexer summary never answers: the page must render without it.
  vi.stubGlobal("fetch", () => new Promise(() => undefined));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LiquidityPage", () => {
  it("shows the heading and the route's tab; choosing a tab changes the route, keeping pool_name", () => {
    renderAt("/amm/liquidity/positions?pool_name=antelope");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("AMM Liquidity Pools");
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Liquidity Positions");
    expect(screen.getByText(CONNECT_TO_VIEW_POSITIONS)).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Remove Liquidity" }));
    expect(screen.getByTestId("location").textContent).toBe("/amm/liquidity/remove?pool_name=antelope");
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Remove Liquidity");
    expect(screen.getByTestId("remove-submit")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Add Liquidity" }));
    expect(screen.getByTestId("location").textContent).toBe("/amm/liquidity/add?pool_name=antelope");
    expect(screen.getByTestId("liquidity-submit")).toBeTruthy();
  });

  it("the Add tab while pools load: the pool list is a skeleton", () => {
    renderAt("/amm/liquidity/add");
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Add Liquidity");
    expect(screen.getByTestId("liquidity-pool-loading")).toBeTruthy();
  });
});
