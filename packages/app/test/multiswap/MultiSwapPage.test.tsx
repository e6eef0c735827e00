// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { CONNECT_WALLET } from "@ux/core/forms/messages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MultiSwapPage } from "../../src/features/multiswap/MultiSwapPage";
import { NetworkConfigContext } from "../../src/shared/config/networkConfigContext";
import { testConfig } from "../ethereum/testConfig";

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

function renderPage() {
  return render(
    <NetworkConfigContext.Provider value={testConfig()}>
      <MultiSwapPage />
    </NetworkConfigContext.Provider>,
  );
}

describe("MultiSwapPage", () => {
  it("shows the spec's heading and sub-heading, and the pools loading", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Multi Swap");
    expect(screen.getByText("Flexible intra-pool multiple asset and LP swap facility")).toBeTruthy();
    expect(screen.getByRole("status", { name: "Loading pools" })).toBeTruthy();
  });

  it("without a wallet, 'Connect Wallet' opens the login dialog for the native network", async () => {
    renderPage();
    const button = screen.getByTestId("multiswap-submit");
    expect(button.textContent).toBe(CONNECT_WALLET);
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Choose a network" });
    expect(dialog.textContent).toContain("UX Network");
    expect(dialog.textContent).not.toContain("EOS");
  });
});
