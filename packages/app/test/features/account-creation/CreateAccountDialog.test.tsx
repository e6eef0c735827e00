// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ethPaymentData } from "@ux/core/accounts/socket";
import { ERROR_SIGNING_TRANSACTION, TRANSACTION_CONFIRMED_ON_ETHEREUM } from "@ux/core/forms";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateAccountDialog } from "../../../src/features/account-creation/CreateAccountDialog";
import { initialCreationState } from "../../../src/features/account-creation/flow/creationFlow";
import { creationStore } from "../../../src/features/account-creation/flow/creationStore";
import { ordersStore } from "../../../src/features/orders/store/ordersStore";
import { NetworkConfigContext } from "../../../src/shared/config/networkConfigContext";
import { acquireSwapSocket, resetSwapSocket } from "../../../src/shared/swapSocket";
import { sessionStore } from "../../../src/shared/wallet/walletState";
import { FakeProvider } from "../../shared/ethereum/fakeProvider";
import { withQueryClient } from "../../shared/query/withQueryClient";
import { FakeSocket, flush } from "../../shared/socket/fakeSocket";
import {
  confirmationsNews,
  OUR_ADDRESS,
  PAYER,
  PAYMENT_HASH,
  REQUEST_ACCEPTED,
  UX_TX_ID,
} from "../../shared/swapSocket/fixtures";
import { stubChain } from "./fakeChain";
import { CONFIG, EOS_SESSION, ETH_CHOICE, ETH_SESSION, NEW_NAME, OFFER, OWNER_KEY, RATES } from "./fixtures";

let socket: FakeSocket;

beforeEach(() => {
  // The swap socket the dialog leases: already open for no account, so the dialog joins this fake one.
  ordersStore.getState().clear();
  socket = new FakeSocket();
  acquireSwapSocket(CONFIG.services.swapSocket, null, null, () => socket);
  socket.connectNow();
  socket.serverEmit("liveInfo", OFFER);
  socket.serverEmit("rates", RATES);
  sessionStore.setState({ sessions: { eos: EOS_SESSION, eth: ETH_SESSION } });
});

afterEach(() => {
  cleanup();
  resetSwapSocket();
  creationStore.setState(initialCreationState(), true);
  ordersStore.getState().clear();
  sessionStore.setState({ sessions: {} });
  vi.unstubAllGlobals();
});

function open() {
  stubChain();
  const onClose = vi.fn();
  render(
    withQueryClient(
      <NetworkConfigContext.Provider value={CONFIG}>
        <CreateAccountDialog onClose={onClose} />
      </NetworkConfigContext.Provider>,
    ),
  );
  return onClose;
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

async function fillSteps(choiceKey: string) {
  fireEvent.change(screen.getByTestId("username-input"), { target: { value: NEW_NAME } });
  await waitFor(() =>
    expect((screen.getByTestId("create-account-next") as HTMLButtonElement).disabled).toBe(false),
  );
  click("create-account-next");
  fireEvent.mouseDown(screen.getByRole("combobox"));
  click(`payment-option-${choiceKey}`);
  click("create-account-continue");
  screen.getByText("Step 3 of 3: Keys");
}

describe("the Create Account dialogs over the swap socket", () => {
  it("Ethereum payer: pays, follows the confirmations n/3 and ends with the account and a completed order", async () => {
    const provider = new FakeProvider({ eth_sendTransaction: () => PAYMENT_HASH });
    provider.chainId = 31337;
    vi.stubGlobal("ethereum", provider);
    socket.answer = (event, payload) =>
      event === "request"
        ? {
            ...REQUEST_ACCEPTED,
            id: (payload as { id: string }).id,
            units: ETH_CHOICE.total.toString(),
            data: ethPaymentData((payload as { id: string }).id),
          }
        : { ok: true };
    const onClose = open();
    await fillSteps("ETH@eth");
    click("create-account-key-option");
    click("create-account-submit");
    await waitFor(() =>
      expect(socket.events().map(([event]) => event)).toEqual(["request", "transferOnEthereum"]),
    );
    const id = String((socket.emitted[0]?.payload as { id?: string } | undefined)?.id);
    expect(provider.calls.find((call) => call.method === "eth_sendTransaction")?.params).toEqual([
      { from: PAYER, to: OUR_ADDRESS, value: "0x38d7ea4c68000", data: ethPaymentData(id) },
    ]);
    expect(screen.getByTestId("create-account-status").textContent).toBe("Transaction confirmation 0/3");
    expect(ordersStore.getState().orders.map((order) => [order.type, order.completed])).toEqual([
      ["Account Creation", false],
    ]);

    socket.serverEmit("confirmations", { ...confirmationsNews(3), uuid: id });
    await screen.findByText(TRANSACTION_CONFIRMED_ON_ETHEREUM);
    socket.serverEmit("accountCreated", {
      uuid: id,
      orderTxId: PAYMENT_HASH,
      transaction_id: UX_TX_ID,
      account: NEW_NAME,
    });
    await screen.findByText(`Account ${NEW_NAME} created`);
    expect(ordersStore.getState().orders[0]).toMatchObject({
      completed: true,
      error: false,
      orderTxId: PAYMENT_HASH,
    });

    click("create-account-close");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(creationStore.getState()).toEqual(initialCreationState());
  });

  it("EOSIO payer whose wallet cannot sign: back to step 1 with the spec's text and every input kept", async () => {
    open();
    await fillSteps("EOS@eos");
    fireEvent.change(screen.getByTestId("owner-key-input"), { target: { value: OWNER_KEY } });
    click("create-account-submit");
    await screen.findByText(ERROR_SIGNING_TRANSACTION);
    expect((screen.getByTestId("username-input") as HTMLInputElement).value).toBe(NEW_NAME);
    expect(creationStore.getState().inputs).toEqual({
      name: NEW_NAME,
      choice: "EOS@eos",
      keys: { ownerKey: OWNER_KEY, reusePayerKeys: false, useEthAddress: false },
    });
    expect(socket.events()).toEqual([]);
    expect(ordersStore.getState().orders).toEqual([]);
  });

  it("a request the service refuses returns to step 3 with its reason", async () => {
    socket.answer = () => ({ error: `The account name ${NEW_NAME} is already taken` });
    open();
    await fillSteps("ETH@eth");
    click("create-account-key-option");
    click("create-account-submit");
    await screen.findByText(`The account name ${NEW_NAME} is already taken`);
    screen.getByText("Step 3 of 3: Keys");
    await flush();
    expect(ordersStore.getState().orders).toEqual([]);
  });

  it("a payer logged out meanwhile shows step 2 again with Connect Wallet", async () => {
    open();
    await fillSteps("EOS@eos");
    sessionStore.setState({ sessions: { eth: ETH_SESSION } });
    await screen.findByText("Step 2 of 3: Payment");
    expect(screen.getByTestId("create-account-continue").textContent).toBe("Connect Wallet");
  });
});
