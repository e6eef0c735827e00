// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { CONNECT_WALLET } from "@ux/core/forms";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MultiSwapPage } from "../../../src/features/multiswap/MultiSwapPage";
import { NetworkConfigContext } from "../../../src/shared/config/networkConfigContext";
import { testConfig } from "../../shared/config/testConfig";
import { withQueryClient } from "../../shared/query/withQueryClient";

beforeEach(() => {
  // The indexer summary never answers here: the page must still render its form.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The login UI is lazily imported: its first load in a test run takes longer than the default 1 s.
const LAZY = { timeout: 8000 };

function renderPage() {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={["/amm/multiswap"]}>
        <NetworkConfigContext.Provider value={testConfig()}>
          <MultiSwapPage />
        </NetworkConfigContext.Provider>
      </MemoryRouter>,
    ),
  );
}

describe("MultiSwapPage", () => {
  it("shows the spec's heading and sub-heading, and the pools loading", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Multi Swap");
    expect(screen.getByText("Flexible intra-pool multiple asset and LP swap facility")).toBeTruthy();
    expect(screen.getByRole("status", { name: "Loading pools" })).toBeTruthy();
  });

  it("without a wallet, 'Connect Wallet' offers 'Login / SignUp', then the native network only", async () => {
    renderPage();
    const button = screen.getByTestId("multiswap-submit");
    expect(button.textContent).toBe(CONNECT_WALLET);
    fireEvent.click(button);
    const popover = await screen.findByRole("dialog", { name: "Login / SignUp" }, LAZY);
    fireEvent.click(within(popover).getByRole("button", { name: "Connect Anchor" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a network" }, LAZY);
    expect(dialog.textContent).toContain("UX Network");
    expect(dialog.textContent).not.toContain("EOS");
  });
});
