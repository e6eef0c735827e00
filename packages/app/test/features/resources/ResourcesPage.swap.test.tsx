// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { ethPaymentData } from "@ux/core/accounts/socket";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ordersStore } from "../../../src/features/orders/store/ordersStore";
import { notify } from "../../../src/shared/notifications/notify";
import { FakeProvider } from "../../shared/ethereum/fakeProvider";
import type { FakeSocket } from "../../shared/socket/fakeSocket";
import {
  confirmationsNews,
  OUR_ADDRESS,
  PAYER,
  PAYMENT_HASH,
  REQUEST_ACCEPTED,
  SWAP_COMPLETED,
  UX_TX_ID,
} from "../../shared/swapSocket/fixtures";
import {
  amountInput,
  chooseReceiver,
  ETH_SESSION,
  renderResourcesPage,
  resetPage,
  serviceOffers,
  submitButton,
  typeAmount,
} from "./pageHarness";

vi.mock("socket.io-client", async () => ({ io: (await import("./openedSockets")).openFakeSocket }));

const WEI = 10n ** 18n;
const status = () => screen.getByTestId("resources-progress-status").textContent;

/** A browser wallet on the devnet chain (31337) that sends, or refuses to. */
function wallet(options: { fails?: boolean } = {}) {
  const provider = new FakeProvider({
    eth_sendTransaction: () => {
      if (options.fails) throw Object.assign(new Error("insufficient funds for gas"), { code: -32000 });
      return PAYMENT_HASH;
    },
  });
  provider.chainId = 31337;
  vi.stubGlobal("ethereum", provider);
  return provider;
}

/** The swap service as the test plays it: the request accepted, the payment's report acknowledged. */
function serviceAccepts(socket: FakeSocket, transfer: () => unknown = () => ({ ok: true })) {
  socket.answer = (event, payload) => {
    if (event === "request") {
      const { id } = payload as { id: string };
      return { ...REQUEST_ACCEPTED, id, data: ethPaymentData(id) };
    }
    if (event === "transferOnEthereum") return transfer();
    return { error: `unexpected ${event}` };
  };
}

/** 0.1 ETH -> UTXRAM to alice, up to the confirm dialog's Execute. */
async function fillAndConfirm(socket: FakeSocket) {
  serviceOffers(socket);
  fireEvent.change(screen.getByTestId("resources-receive-token"), { target: { value: "UTXRAM" } });
  await chooseReceiver("ali", "alice");
  await waitFor(() => expect(screen.getByText("Balance: 5.0000 ETH")).toBeTruthy());
  typeAmount("0.1");
  fireEvent.click(submitButton());
  expect(screen.getByTestId("resources-confirm-send").textContent).toBe("0.1 ETH");
  expect(screen.getByTestId("resources-confirm-receive").textContent).toBe("250.0000 UTXRAM");
  expect(screen.getByTestId("resources-confirm-to").textContent).toBe("alice");
  const execute = screen.getByTestId("resources-execute") as HTMLButtonElement;
  expect(execute.textContent).toBe("Execute");
  expect(execute.disabled).toBe(true);
  fireEvent.click(screen.getByTestId("resources-terms"));
  expect(execute.disabled).toBe(false);
  return execute;
}

function renderPage() {
  return renderResourcesPage({
    sessions: { eth: ETH_SESSION },
    network: { ethBalance: 5n * WEI, accounts: ["alice"] },
  });
}

/** The request id the page generated (the job and the order are known by it). */
function requestId(socket: FakeSocket): string {
  const request = socket.emitted.find((event) => event.event === "request");
  if (request === undefined) throw new Error("no request was sent");
  return (request.payload as { id: string }).id;
}

beforeEach(() => {
  ordersStore.getState().clear();
});

afterEach(() => {
  cleanup();
  resetPage();
  vi.restoreAllMocks();
});

describe("the Resources swap: Execute to swapCompleted", () => {
  it("request, the wallet's payment as asked, transferOnEthereum, 'Transaction confirmation n/3', done", async () => {
    const provider = wallet();
    const { socket } = renderPage();
    serviceAccepts(socket);
    fireEvent.click(await fillAndConfirm(socket));
    await waitFor(() => expect(status()).toBe("Transaction confirmation 0/3"));
    const id = requestId(socket);
    expect(socket.events().map(([event]) => event)).toEqual(["request", "transferOnEthereum"]);
    expect(socket.emitted[1]?.payload).toMatchObject({ id, transactionHash: PAYMENT_HASH });
    expect(provider.calls.find((call) => call.method === "eth_sendTransaction")?.params).toEqual([
      { from: PAYER, to: OUR_ADDRESS, value: `0x${(WEI / 10n).toString(16)}`, data: ethPaymentData(id) },
    ]);
    expect(ordersStore.getState().orders[0]).toMatchObject({ uuid: id, type: "Resources", completed: false });

    act(() => socket.serverEmit("confirmations", { ...confirmationsNews(1), uuid: id }));
    expect(status()).toBe("Transaction confirmation 1/3");
    act(() => socket.serverEmit("confirmations", { ...confirmationsNews(3), uuid: id }));
    expect(status()).toBe("Transaction confirmed on Ethereum, the product is sending your UTXRAM...");
    act(() => socket.serverEmit("swapCompleted", { ...SWAP_COMPLETED, uuid: id }));
    expect(status()).toBe("Swap complete: 250.0000 UTXRAM sent to alice");
    expect(ordersStore.getState().orders[0]).toMatchObject({
      uuid: id,
      completed: true,
      error: false,
      orderTxId: PAYMENT_HASH,
      forwardTxId: UX_TX_ID,
    });

    fireEvent.click(screen.getByTestId("resources-progress-close"));
    await waitFor(() => expect(screen.queryByTestId("resources-progress-status")).toBeNull());
    expect(amountInput().value).toBe("");
  });

  it("a failed payment: the spec's text, back to step 1, nothing reported or recorded", async () => {
    wallet({ fails: true });
    const error = vi.spyOn(notify, "error").mockImplementation(() => undefined);
    const { socket } = renderPage();
    serviceAccepts(socket);
    fireEvent.click(await fillAndConfirm(socket));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Transaction failed, please check you balance and try again"),
    );
    await waitFor(() => expect(screen.queryByTestId("resources-progress-status")).toBeNull());
    expect(amountInput().value).toBe("0.1");
    expect(socket.events().map(([event]) => event)).toEqual(["request"]);
    expect(ordersStore.getState().orders).toEqual([]);
  });

  it("a refused request: the service's msg as the 'Error' notification, back to step 1, no payment", async () => {
    const provider = wallet();
    const error = vi.spyOn(notify, "error").mockImplementation(() => undefined);
    const { socket } = renderPage();
    socket.answer = () => {
      socket.serverEmit("msg", "Maximum 1 ETH per swap");
      return { error: "Maximum 1 ETH per swap" };
    };
    fireEvent.click(await fillAndConfirm(socket));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Maximum 1 ETH per swap", "Error"));
    await waitFor(() => expect(screen.queryByTestId("resources-progress-status")).toBeNull());
    expect(error).toHaveBeenCalledTimes(1);
    expect(provider.methods()).not.toContain("eth_sendTransaction");
  });

  it("a server msg while waiting resets step 2 to step 1; the order still completes from the news", async () => {
    wallet();
    vi.spyOn(notify, "error").mockImplementation(() => undefined);
    const { socket } = renderPage();
    serviceAccepts(socket);
    fireEvent.click(await fillAndConfirm(socket));
    await waitFor(() => expect(status()).toBe("Transaction confirmation 0/3"));
    const id = requestId(socket);
    act(() => socket.serverEmit("msg", "Too many requests: try again in 5 s"));
    expect(screen.queryByTestId("resources-progress-status")).toBeNull();
    expect(submitButton().textContent).toBe("Submit");
    act(() => socket.serverEmit("swapCompleted", { ...SWAP_COMPLETED, uuid: id }));
    expect(ordersStore.getState().orders[0]).toMatchObject({ uuid: id, completed: true });
  });

  it("an unanswered transferOnEthereum is reported again when the socket reconnects", async () => {
    wallet();
    const { socket } = renderPage();
    let answers = 0;
    serviceAccepts(socket, () => (answers++ === 0 ? undefined : { ok: true }));
    fireEvent.click(await fillAndConfirm(socket));
    await waitFor(() => expect(status()).toBe("Transaction confirmation 0/3"));
    await waitFor(() => expect(answers).toBe(1));
    act(() => socket.dropConnection());
    act(() => socket.connectNow());
    await waitFor(() => expect(answers).toBe(2));
    const reports = socket.events().filter(([event]) => event === "transferOnEthereum");
    expect(reports).toHaveLength(2);
    expect(reports[1]).toEqual(reports[0]);
  });
});
