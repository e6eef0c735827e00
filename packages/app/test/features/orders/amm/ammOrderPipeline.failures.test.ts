import "./memoryStorage";
import { readableTransactionError, TransactionError } from "@ux/core/chainClient";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AMM_SIGNING_NOTICE_KEY, runAmmOrder } from "../../../../src/features/orders/amm/ammOrderPipeline";
import { ordersStore } from "../../../../src/features/orders/store/ordersStore";
import { ERROR_SUBMITTING_TX } from "../../../../src/shared/chain/ammRetry";
import { nodeosError } from "../../../shared/chain/fakeNode";
import {
  ammConfig,
  FakeAmmSocket,
  fakeDeps,
  ORDER_42,
  storedOrder as order,
  reportEvent,
  reportHandler,
  swapRequest,
  TX_ID,
  tracingNode,
} from "./fakeAmm";

beforeEach(() => ordersStore.getState().clear());

describe("placeAmmOrder pipeline: failures", () => {
  it("a missing co-signed transaction ends silently: order failed with the service's text, no error shown", async () => {
    const socket = new FakeAmmSocket();
    socket.payAnswers.push({ kind: "refused", message: "Action 2 (amm.ux::placeorder) is not allowed" });
    const { node, fetch } = tracingNode([ORDER_42]);
    const { deps, recorded } = fakeDeps(socket, fetch);
    await expect(runAmmOrder(swapRequest(), deps)).rejects.toThrow(
      "Action 2 (amm.ux::placeorder) is not allowed",
    );
    expect(order()).toMatchObject({
      completed: true,
      error: true,
      errorMessage: "Action 2 (amm.ux::placeorder) is not allowed",
    });
    expect(socket.payRequests).toHaveLength(1);
    expect(recorded.notices.filter((n) => n.kind === "error")).toEqual([]);
    expect(recorded.opened).toEqual([]);
    expect(recorded.signed).toEqual([]);
    expect(node.count("/v1/chain/send_transaction")).toBe(0);
  });

  it("retries exhausted: 10 tries 1 s apart, then 'Error submitting tx'", async () => {
    const socket = new FakeAmmSocket();
    for (let i = 0; i < 12; i++) socket.payAnswers.push({ kind: "noAnswer" });
    const { fetch } = tracingNode([ORDER_42]);
    const { deps, recorded } = fakeDeps(socket, fetch);
    await expect(runAmmOrder(swapRequest(), deps)).rejects.toThrow(ERROR_SUBMITTING_TX);
    expect(socket.payRequests).toHaveLength(10);
    expect(recorded.waits).toEqual(Array(9).fill(1000));
    expect(order()).toMatchObject({ completed: true, error: true, errorMessage: ERROR_SUBMITTING_TX });
    expect(recorded.notices).toContainEqual({ kind: "error", text: ERROR_SUBMITTING_TX });
    expect(recorded.opened).toEqual(["order-1"]);
  });

  it("a node refusal ends the retries with 'Error submitting tx' and the report dialog shows the reason", async () => {
    const { node, fetch } = tracingNode([ORDER_42]);
    node.sendAnswers.push(
      nodeosError(
        "eosio_assert_message_exception",
        3050003,
        "assertion failure with message: pool 3 is paused",
      ),
    );
    const socket = new FakeAmmSocket();
    const { deps, recorded } = fakeDeps(socket, fetch);
    const rejection = runAmmOrder(swapRequest(), deps);
    await expect(rejection).rejects.toBeInstanceOf(TransactionError);
    await expect(rejection).rejects.toThrow("assertion failure with message: pool 3 is paused");
    expect(order()).toMatchObject({
      completed: true,
      error: true,
      errorMessage: "assertion failure with message: pool 3 is paused",
    });
    expect(recorded.notices).toContainEqual({ kind: "error", text: ERROR_SUBMITTING_TX });
    expect(recorded.opened).toEqual(["order-1"]);
    expect(recorded.presented).toEqual([]);
    expect(socket.payRequests).toHaveLength(1);
    expect(socket.placed).toEqual([]);
  });

  it("a rejected signature shows 'User rejected signature' and nothing is pushed", async () => {
    const { node, fetch } = tracingNode([ORDER_42]);
    const { deps, recorded } = fakeDeps(new FakeAmmSocket(), fetch, {
      signPrepared: async () => {
        throw new Error("User canceled request");
      },
    });
    await expect(runAmmOrder(swapRequest(), deps)).rejects.toThrow("User canceled request");
    expect(recorded.presented).toHaveLength(1);
    expect(readableTransactionError(recorded.presented[0]).kind).toBe("rejected");
    expect(order()).toMatchObject({ completed: true, error: true, errorMessage: "User rejected signature" });
    expect(recorded.notices).not.toContainEqual({ kind: "error", text: ERROR_SUBMITTING_TX });
    // The signing notice is closed even though the wallet refused.
    expect(recorded.notices.at(-1)).toEqual({ kind: "dismiss", text: AMM_SIGNING_NOTICE_KEY });
    expect(recorded.opened).toEqual(["order-1"]);
    expect(node.count("/v1/chain/send_transaction")).toBe(0);
  });

  it("insufficient RAM opens the RAM dialog (presentTransactionError), not the report dialog", async () => {
    const { node, fetch } = tracingNode([ORDER_42]);
    const ram = "account alice1111111 has insufficient ram; needs 2348 bytes has 1200 bytes";
    node.sendAnswers.push(nodeosError("ram_usage_exceeded", 3080001, ram));
    const { deps, recorded } = fakeDeps(new FakeAmmSocket(), fetch);
    await expect(runAmmOrder(swapRequest(), deps)).rejects.toThrow(ram);
    expect(recorded.presented.map((f) => f.message)).toEqual([ram]);
    expect(readableTransactionError(recorded.presented[0]).kind).toBe("insufficientRam");
    expect(order()).toMatchObject({ error: true, errorMessage: ram });
    expect(recorded.opened).toEqual([]);
  });

  it("a transaction that expires unconfirmed fails the order", async () => {
    const { node, fetch } = tracingNode([ORDER_42]);
    node.sendAnswers.push("offline", "duplicate");
    // Never in any block, and the chain moves past the expiry.
    node.blocksPerPoll = 400;
    const { deps, recorded } = fakeDeps(new FakeAmmSocket(), fetch);
    await expect(runAmmOrder(swapRequest(), deps)).rejects.toThrow("expired before it was included");
    expect(order()).toMatchObject({ completed: true, error: true });
    expect(recorded.opened).toEqual(["order-1"]);
  });

  it("a confirmation failure after the report arrived leaves the reported order alone", async () => {
    const { node, fetch } = tracingNode([ORDER_42]);
    node.sendAnswers.push("offline", "duplicate");
    node.blocksPerPoll = 400;
    const { handle } = reportHandler();
    let reported = false;
    const { deps, recorded } = fakeDeps(new FakeAmmSocket(), fetch, {
      // The report comes in while the confirmation polls (the first poll waits 500 ms).
      sleep: async (ms) => {
        if (ms === 500 && !reported) {
          reported = true;
          handle(reportEvent());
        }
      },
    });
    await expect(runAmmOrder(swapRequest(), deps)).resolves.toMatchObject({ transactionId: TX_ID });
    expect(order()).toMatchObject({ completed: true, error: false });
    expect(recorded.opened).toEqual([]);
    expect(recorded.logs.some((l) => l.includes("failed after its report arrived"))).toBe(true);
  });

  it("an order failed by its confirmation that settles afterwards tells its form (onSettled)", async () => {
    const { node, fetch } = tracingNode([ORDER_42]);
    node.sendAnswers.push("offline", "duplicate");
    node.blocksPerPoll = 400;
    const { deps } = fakeDeps(new FakeAmmSocket(), fetch);
    const onSettled = vi.fn();
    await expect(runAmmOrder(swapRequest({ onSettled }), deps)).rejects.toThrow(
      "expired before it was included",
    );
    expect(order()).toMatchObject({ completed: true, error: true });
    expect(onSettled).not.toHaveBeenCalled();
    // The transaction was on chain after all: its report settles the order.
    const { handle } = reportHandler();
    handle(reportEvent());
    expect(order()).toMatchObject({ completed: true, error: false });
    expect(onSettled).toHaveBeenCalledTimes(1);
    // Pushed again until acknowledged: told once.
    handle(reportEvent());
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it("refuses to start without an AMM in the config", async () => {
    const config = ammConfig();
    if (config.chains.ux) delete config.chains.ux.amm;
    const { fetch } = tracingNode([]);
    const { deps } = fakeDeps(new FakeAmmSocket(), fetch, {}, config);
    await expect(runAmmOrder(swapRequest(), deps)).rejects.toThrow("The AMM is not configured");
    expect(ordersStore.getState().orders).toEqual([]);
  });
});
