import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { NetworkConfig } from "@ux/core/config";
import { MemoryRouter } from "react-router";
import { expect, vi } from "vitest";
import { ResourcesPage } from "../../../src/features/resources/ResourcesPage";
import { NetworkConfigContext } from "../../../src/shared/config/networkConfigContext";
import { resetSwapSocket } from "../../../src/shared/swapSocket";
import type { WalletSession } from "../../../src/shared/wallet/walletSession";
import { sessionStore } from "../../../src/shared/wallet/walletState";
import { withQueryClient } from "../../shared/query/withQueryClient";
import type { FakeSocket } from "../../shared/socket/fakeSocket";
import { LIVE_INFO, PAIRS } from "../../shared/swapSocket/fixtures";
import { fakeNetwork } from "./fakeNetwork";
import { resourcesConfig } from "./fixtures";
import { openedSockets } from "./openedSockets";

/*
 * The Resources page rendered as the app renders it, over a FakeSocket for the swap service (socket.io's
 * io() opens it: the test files mock socket.io-client with openFakeSocket) and a scripted fetch.
 */

/** The browser wallet logged in on the devnet Ethereum chain. */
export { ethPayer as ETH_SESSION } from "../../shared/wallet/sessionFixtures";

export function renderResourcesPage(
  options: { sessions?: Record<string, WalletSession>; network?: Parameters<typeof fakeNetwork>[0] } = {},
) {
  const network = fakeNetwork(options.network);
  vi.stubGlobal("fetch", network.fetch);
  sessionStore.setState({ sessions: options.sessions ?? {} });
  const config: NetworkConfig = resourcesConfig();
  render(
    withQueryClient(
      <NetworkConfigContext.Provider value={config}>
        <MemoryRouter>
          <ResourcesPage />
        </MemoryRouter>
      </NetworkConfigContext.Provider>,
    ),
  );
  const socket = openedSockets.at(-1);
  if (socket === undefined) throw new Error("the page opened no swap socket");
  return { socket, network, config };
}

/** The service connects and says what it offers. */
export function serviceOffers(socket: FakeSocket) {
  act(() => {
    socket.connectNow();
    socket.serverEmit("pairs", PAIRS);
    socket.serverEmit("liveInfo", LIVE_INFO);
  });
}

export const submitButton = () => screen.getByTestId("resources-submit") as HTMLButtonElement;
export const amountInput = () => screen.getByTestId("resources-amount") as HTMLInputElement;
export const typeAmount = (text: string) => fireEvent.change(amountInput(), { target: { value: text } });

/** Focuses the receiver search (a click does) and types `text`. */
export function searchReceiver(text: string) {
  const search = screen.getByTestId("resources-receiver-search") as HTMLInputElement;
  fireEvent.focus(search);
  fireEvent.change(search, { target: { value: text } });
}

/** Types in the receiver search and picks `account` from its results. */
export async function chooseReceiver(prefix: string, account: string) {
  searchReceiver(prefix);
  const option = await screen.findByRole("option", { name: account }, { timeout: 2_000 });
  fireEvent.click(option);
  await waitFor(() => expect(submitButton().textContent).not.toBe("Select receiving account"));
}

export function resetPage() {
  resetSwapSocket();
  openedSockets.length = 0;
  sessionStore.setState({ sessions: {} });
  vi.unstubAllGlobals();
}
