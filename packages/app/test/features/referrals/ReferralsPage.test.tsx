// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MAX_REFERRAL_LINKS_REACHED } from "@ux/core/accounts/socket";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveLogin, saveLogout } from "../../../src/features/auth/sessionCommands";
import { ReferralsPage } from "../../../src/features/referrals/ReferralsPage";
import { NetworkConfigContext } from "../../../src/shared/config/networkConfigContext";
import { notify } from "../../../src/shared/notifications/notify";
import { resetSwapSocket } from "../../../src/shared/swapSocket";
import { sessionStore } from "../../../src/shared/wallet/walletState";
import { testConfig } from "../../shared/config/testConfig";
import { withQueryClient } from "../../shared/query/withQueryClient";
import { codeEntry } from "../../shared/swapSocket/fixtures";
import { referralsWorld } from "./referralsWorld";

const world = vi.hoisted(() => ({ current: null as ReturnType<typeof referralsWorld> | null }));

vi.mock("socket.io-client", () => ({ io: () => world.current?.openSocket() }));
// The wallet's proof is the only part played: the deferred session and its handshake are the app's own.
vi.mock("../../../src/features/auth", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  bindWalletServiceSession: (...args: unknown[]) => world.current?.bind(...args),
}));

const ALICE = {
  chain: "ux",
  actor: "alice1111111",
  permission: "active",
  walletPlugin: "privatekey",
} as const;

function renderPage(options: Parameters<typeof referralsWorld>[0] = {}) {
  world.current = referralsWorld(options);
  const toasts = {
    success: vi.spyOn(notify, "success").mockImplementation(() => undefined),
    error: vi.spyOn(notify, "error").mockImplementation(() => undefined),
  };
  const clipboard: string[] = [];
  vi.stubGlobal("navigator", {
    ...globalThis.navigator,
    clipboard: { writeText: async (text: string) => void clipboard.push(text) },
  });
  render(
    withQueryClient(
      <NetworkConfigContext.Provider value={testConfig()}>
        <MemoryRouter>
          <ReferralsPage />
        </MemoryRouter>
      </NetworkConfigContext.Provider>,
    ),
  );
  return { world: world.current, toasts, clipboard };
}

/** The service connects (the socket was opened by the page's effect). */
function connect() {
  act(() => world.current?.socket().connectNow());
}

const signButton = () => screen.findByTestId("referrals-sign");

afterEach(() => {
  cleanup();
  resetSwapSocket();
  sessionStore.setState({ sessions: {} });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the Referrals page", () => {
  it("logged out: the login prompt, and no swap socket", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Referrals");
    expect(screen.getByTestId("referrals-login").textContent).toContain("Log in");
    expect(world.current?.sockets).toHaveLength(0);
  });

  it("'Sign verification' proves the account; then its links, 'Generate A New Link', copy", async () => {
    sessionStore.setState({ sessions: { ux: ALICE } });
    const { world: service, toasts, clipboard } = renderPage();
    connect();
    fireEvent.click(await signButton());
    await screen.findByText("You have no referral links yet.");
    expect(
      service
        .socket()
        .events()
        .map(([event]) => event),
    ).toEqual(["getNonce", "verifyAuth", "getCodes"]);
    expect(service.signed).toHaveLength(1);

    fireEvent.click(screen.getByTestId("referrals-generate"));
    await waitFor(() => expect(screen.getAllByTestId("referral-link-row")).toHaveLength(1));
    const link = `${window.location.origin}/?ref=newcode12345`;
    expect(screen.getByTestId("referral-link").textContent).toBe(link);
    expect(screen.getByTestId("referral-users").textContent).toBe("0");
    fireEvent.click(screen.getByRole("button", { name: "Copy link newcode12345" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Copied link to clipboard"));
    expect(clipboard).toEqual([link]);
  });

  it("a token kept from an earlier proof verifies silently", async () => {
    sessionStore.setState({ sessions: { ux: ALICE } });
    const { world: service } = renderPage({ tokenKept: true, codes: [codeEntry("oldcode12345", 2)] });
    connect();
    await waitFor(() => expect(screen.getAllByTestId("referral-link-row")).toHaveLength(1));
    expect(screen.getByTestId("referral-users").textContent).toBe("2");
    expect(service.signed).toEqual([]);
    expect(screen.queryByTestId("referrals-sign")).toBeNull();
  });

  it("'Verification failed' with the service's reason, inline and notified; the button asks again", async () => {
    sessionStore.setState({ sessions: { ux: ALICE } });
    const { world: service, toasts } = renderPage({ refuseProof: "the signature is not alice1111111's" });
    connect();
    fireEvent.click(await signButton());
    const failed = await screen.findByTestId("referrals-verification-failed");
    expect(failed.textContent).toBe("Verification failed: the signature is not alice1111111's");
    expect(toasts.error).toHaveBeenCalledWith("Verification failed: the signature is not alice1111111's");
    service.refuseProof(null);
    fireEvent.click(await signButton());
    await screen.findByText("You have no referral links yet.");
  });

  it("50 unused links: the spec's max-links text, and nothing asked of the service", async () => {
    sessionStore.setState({ sessions: { ux: ALICE } });
    const codes = Array.from({ length: 50 }, (_, i) => codeEntry(`code${String(i).padStart(8, "0")}`));
    const { world: service, toasts } = renderPage({ tokenKept: true, codes });
    connect();
    await waitFor(() => expect(screen.getAllByTestId("referral-link-row")).toHaveLength(50));
    fireEvent.click(screen.getByTestId("referrals-generate"));
    expect(screen.getByText(MAX_REFERRAL_LINKS_REACHED)).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith(MAX_REFERRAL_LINKS_REACHED);
    expect(
      service
        .socket()
        .events()
        .map(([event]) => event),
    ).not.toContain("getNewCode");
  });

  it("the service's own refusal of getNewCode is shown under the button", async () => {
    sessionStore.setState({ sessions: { ux: ALICE } });
    renderPage({ tokenKept: true, newCodeRefusal: MAX_REFERRAL_LINKS_REACHED });
    connect();
    await screen.findByText("You have no referral links yet.");
    fireEvent.click(screen.getByTestId("referrals-generate"));
    expect(await screen.findByText(MAX_REFERRAL_LINKS_REACHED)).toBeTruthy();
  });

  it("logout clears the verified state and the codes; the next login starts unverified", async () => {
    saveLogin(ALICE);
    const { world: service } = renderPage({ codes: [codeEntry("oldcode12345", 2)] });
    connect();
    fireEvent.click(await signButton());
    await waitFor(() => expect(screen.getAllByTestId("referral-link-row")).toHaveLength(1));
    act(() => saveLogout("ux"));
    expect(await screen.findByTestId("referrals-login")).toBeTruthy();
    act(() => saveLogin(ALICE));
    connect();
    expect(await signButton()).toBeTruthy();
    expect(screen.queryByTestId("referral-link-row")).toBeNull();
    expect(service.sockets.length).toBeGreaterThan(1);
  });
});
