// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { NetworkConfig } from "@ux/core/config";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPrompt } from "../../../src/features/auth/LoginPrompt";

const CONFIG = {
  network: "mainnet",
  chains: {
    ux: { name: "ux", label: "UX Network", type: "eosio", api: "http://127.0.0.1:1" },
    eos: { name: "eos", label: "EOS", type: "eosio", api: "http://127.0.0.1:2" },
  },
  services: {},
  testAccounts: [],
} as unknown as NetworkConfig;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const anchorLogins = vi.hoisted(() => [] as unknown[][]);
vi.mock("../../../src/features/auth/loginActions", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  connectAnchor: async (...args: unknown[]) => {
    anchorLogins.push(args.slice(1));
    return null;
  },
}));

function renderPrompt(entry = "/amm/liquidity/add?pool_name=antelope") {
  const onDone = vi.fn();
  const anchor = document.createElement("button");
  document.body.append(anchor);
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <LoginPrompt config={CONFIG} anchorEl={anchor} onDone={onDone} />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return onDone;
}

// The login UI is lazily imported: its first load in a test run takes longer than the default 1 s.
const LAZY = { timeout: 8000 };

afterEach(() => {
  cleanup();
  anchorLogins.length = 0;
});

describe("LoginPrompt (a form's 'Connect Wallet')", () => {
  it("offers the 'Login / SignUp' choices, then the native network only", async () => {
    const onDone = renderPrompt();
    fireEvent.click(await screen.findByRole("button", { name: "Connect Anchor" }, LAZY));
    await screen.findByText("Choose a network", {}, LAZY);
    expect(screen.getByText("UX Network")).toBeTruthy();
    expect(screen.queryByText("EOS")).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it("'Create UX Account' opens account creation over the page, keeping the query", async () => {
    const onDone = renderPrompt();
    fireEvent.click(await screen.findByRole("button", { name: "Create UX Account" }, LAZY));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("location").textContent).toBe(
      "/amm/liquidity/add?pool_name=antelope&createAccount=1",
    );
  });

  const pressed = (name: string) => screen.getByRole("button", { name }).getAttribute("aria-pressed");

  it("Anchor logs in with the desktop wallet by default, or with the mobile wallet app once chosen", async () => {
    renderPrompt();
    fireEvent.click(await screen.findByRole("button", { name: "Connect Anchor" }, LAZY));
    await screen.findByText("Choose a network", {}, LAZY);
    expect([pressed("Desktop wallet"), pressed("Mobile wallet app")]).toEqual(["true", "false"]);
    fireEvent.click(screen.getByText("UX Network"));
    await waitFor(() => expect(anchorLogins).toEqual([["ux", "desktop"]]));

    cleanup();
    anchorLogins.length = 0;
    renderPrompt();
    fireEvent.click(await screen.findByRole("button", { name: "Connect Anchor" }, LAZY));
    await screen.findByText("Choose a network", {}, LAZY);
    fireEvent.click(screen.getByRole("button", { name: "Mobile wallet app" }));
    expect(pressed("Mobile wallet app")).toBe("true");
    fireEvent.click(screen.getByText("UX Network"));
    await waitFor(() => expect(anchorLogins).toEqual([["ux", "mobile"]]));
  });

  it("utm_source=tokenpocket in the URL preselects the mobile wallet app (spec 1 §2)", async () => {
    renderPrompt("/amm/swap?utm_source=tokenpocket");
    fireEvent.click(await screen.findByRole("button", { name: "Connect Anchor" }, LAZY));
    await screen.findByText("Choose a network", {}, LAZY);
    expect([pressed("Desktop wallet"), pressed("Mobile wallet app")]).toEqual(["false", "true"]);
    fireEvent.click(screen.getByText("UX Network"));
    await waitFor(() => expect(anchorLogins).toEqual([["ux", "mobile"]]));
  });
});
