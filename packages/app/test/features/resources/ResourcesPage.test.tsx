// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openedSockets } from "./openedSockets";
import {
  amountInput,
  chooseReceiver,
  ETH_SESSION,
  renderResourcesPage,
  resetPage,
  searchReceiver,
  serviceOffers,
  submitButton,
  typeAmount,
} from "./pageHarness";

vi.mock("socket.io-client", async () => ({ io: (await import("./openedSockets")).openFakeSocket }));

const WEI = 10n ** 18n;

afterEach(() => {
  cleanup();
  resetPage();
});

describe("the Resources page: what it shows", () => {
  it("the spec's heading; a loading state until the service says what it offers", () => {
    const { socket } = renderResourcesPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "UX Resources: acquire UX resources using Ethereum tokens",
    );
    expect(screen.getByTestId("resources-loading").textContent).toContain("Connecting to the swap service");
    expect(openedSockets).toHaveLength(1);
    serviceOffers(socket);
    expect(screen.queryByTestId("resources-loading")).toBeNull();
    expect(screen.getByTestId("resources-form")).toBeTruthy();
  });

  it("without the browser wallet: 'Not Connected', Connect, and 'Please connect wallet'", () => {
    const { socket } = renderResourcesPage();
    serviceOffers(socket);
    expect(screen.getByTestId("resources-sending-account").textContent).toBe("Not Connected");
    expect(screen.getByTestId("resources-connect").textContent).toBe("Connect");
    expect(submitButton().textContent).toBe("Please connect wallet");
    expect(submitButton().disabled).toBe(false);
  });

  it("an offline service keeps the form with a warning; no pairs is an empty state", () => {
    const { socket } = renderResourcesPage();
    serviceOffers(socket);
    act(() => socket.dropConnection());
    expect(screen.getByText(/not reachable right now/)).toBeTruthy();
    act(() => socket.serverEmit("pairs", []));
    expect(screen.getByText("The swap service offers no Ethereum tokens right now.")).toBeTruthy();
  });

  it("the spec's button precedence with the browser wallet: receiver, then amount, then Submit", async () => {
    const { socket } = renderResourcesPage({
      sessions: { eth: ETH_SESSION },
      network: { ethBalance: 5n * WEI, accounts: ["alice", "alicia", "bob"] },
    });
    serviceOffers(socket);
    expect(screen.getByTestId("resources-sending-account").textContent).toBe(ETH_SESSION.ethAddress);
    expect(screen.getByTestId("resources-logout").textContent).toBe("Logout");
    expect(submitButton().textContent).toBe("Select receiving account");
    expect(submitButton().disabled).toBe(true);
    await chooseReceiver("ali", "alice");
    expect(submitButton().textContent).toBe("Enter an amount");
    await waitFor(() => expect(screen.getByText("Balance: 5.0000 ETH")).toBeTruthy());
    typeAmount("0.1");
    expect(submitButton().textContent).toBe("Submit");
    expect(submitButton().disabled).toBe(false);
  });

  it("receive = send x the pair's rate, per receive token", async () => {
    const { socket } = renderResourcesPage({ sessions: { eth: ETH_SESSION }, network: { ethBalance: WEI } });
    serviceOffers(socket);
    typeAmount("0.1");
    const receive = () => (screen.getByTestId("resources-receive-amount") as HTMLInputElement).value;
    // ETH -> UTX first (the service's order), at 25000.
    expect(receive()).toBe("2500.0000");
    fireEvent.change(screen.getByTestId("resources-receive-token"), { target: { value: "UTXRAM" } });
    expect(receive()).toBe("250.0000");
  });

  it("the limits' texts under the amount, and the larger maximum for a KYC-verified receiver", async () => {
    const { socket } = renderResourcesPage({
      sessions: { eth: ETH_SESSION },
      network: { ethBalance: 20n * WEI, accounts: ["alice", "bob"], verified: ["bob"] },
    });
    serviceOffers(socket);
    await chooseReceiver("al", "alice");
    await waitFor(() => expect(screen.getByText("Balance: 20.0000 ETH")).toBeTruthy());
    typeAmount("0.0005");
    expect(screen.getByText("Minimum 0.001 ETH per swap")).toBeTruthy();
    typeAmount("2");
    expect(screen.getByText("Maximum 1 ETH per swap")).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    typeAmount("25");
    expect(screen.getByText("Not enough ETH")).toBeTruthy();
    await chooseReceiver("bo", "bob");
    typeAmount("2");
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    typeAmount("11");
    expect(screen.getByText("Maximum 10 ETH per swap")).toBeTruthy();
  });

  it("MAX fills the balance less gas, within the maximum per swap", async () => {
    const { socket } = renderResourcesPage({
      sessions: { eth: ETH_SESSION },
      network: { ethBalance: WEI / 2n },
    });
    serviceOffers(socket);
    await waitFor(() =>
      expect((screen.getByTestId("resources-max") as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId("resources-max"));
    expect(amountInput().value).toBe("0.49");
  });

  it("the receiver search: 'No results' for a prefix no account has, 5 results at most", async () => {
    const accounts = ["ann1", "ann2", "ann3", "ann4", "ann5", "ann11"];
    const { socket } = renderResourcesPage({ sessions: { eth: ETH_SESSION }, network: { accounts } });
    serviceOffers(socket);
    searchReceiver("an");
    expect(await screen.findByText("Loading...")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(5));
    searchReceiver("zed");
    expect(await screen.findByText("No results", {}, { timeout: 2_000 })).toBeTruthy();
  });
});
