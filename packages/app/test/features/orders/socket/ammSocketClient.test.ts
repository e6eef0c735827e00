import { describe, expect, it } from "vitest";
import {
  createAmmSocketClient,
  PLACEDORDER_UNANSWERED,
} from "../../../../src/features/orders/socket/ammSocketClient";
import { SOCKET_ACK_TIMEOUT_MS } from "../../../../src/shared/socket/socketLike";
import { fakeServiceSession } from "../../../shared/serviceSession/fakeServiceSession";
import { flush } from "../../../shared/socket/fakeSocket";
import { socketClientHarness } from "../../../shared/socket/socketClientHarness";
import { prepared, TX_ID, USER } from "../amm/fakeAmm";

function client() {
  const session = fakeServiceSession(USER);
  const { client: amm, ...harness } = socketClientHarness(createAmmSocketClient, session, [
    "onReport",
    "onMessage",
    "log",
  ]);
  return { ...harness, amm };
}

const reportPayload = {
  report: {
    order_id: "42",
    status: "filled",
    input: { quantity: "1.2345 UTX", contract: "eosio.token" },
    outputs: [{ quantity: "2.4601 UFX", contract: "eosio.token" }],
    refund: null,
    reason: "",
    detail: "",
    fees: [],
  },
  orderTxId: TX_ID,
  forwardTxId: "cd".repeat(32),
  pool_id: 3,
  order_id: "42",
};

describe("AMM socket client", () => {
  it("leaves the (re)connection's binding to the proven session: it emits nothing itself", async () => {
    const { socket, amm } = client();
    socket.connectNow();
    socket.dropConnection();
    expect(socket.connectCalls).toBe(0); // socket.io reconnects by itself: nothing to do, nothing shown
    socket.connectNow();
    await flush();
    expect(socket.emitted).toEqual([]);
    expect(amm.account).toBe(USER);
  });

  it("asks socket.io to reconnect after a server-side disconnect, but not after close()", () => {
    const { socket, session, amm } = client();
    socket.serverEmit("disconnect", "io server disconnect");
    expect(socket.connectCalls).toBe(1);
    amm.close();
    expect(socket.disconnected).toBe(true);
    expect(session.closed).toBe(true);
    socket.serverEmit("disconnect", "io server disconnect");
    expect(socket.connectCalls).toBe(1);
  });

  it("acknowledges a report and hands it on parsed", () => {
    const { socket, seen } = client();
    const acks: unknown[] = [];
    socket.serverEmit("report", reportPayload, (answer: unknown) => acks.push(answer));
    expect(acks).toEqual([{ ok: true }]);
    expect(seen.onReport).toHaveLength(1);
    expect(seen.onReport[0]).toMatchObject({
      order_id: "42",
      pool_id: 3,
      orderTxId: TX_ID,
      report: { input: { quantity: "1.2345 UTX" }, outputs: [{ quantity: "2.4601 UFX" }] },
    });
  });

  it("acknowledges a malformed report but drops it (logged)", () => {
    const { socket, seen } = client();
    const acks: unknown[] = [];
    socket.serverEmit("report", { report: { input: "lots" }, pool_id: -1 }, (a: unknown) => acks.push(a));
    expect(acks).toHaveLength(1);
    expect(seen.onReport).toEqual([]);
    expect(seen.log).toEqual(["AMM socket: malformed report dropped"]);
  });

  it("shows the server's msg text", () => {
    const { socket, seen } = client();
    socket.serverEmit("msg", "Call setUser with your account name before payForResources");
    expect(seen.onMessage).toEqual(["Call setUser with your account name before payForResources"]);
  });

  it("payForResources: the prepared transaction from the ack", async () => {
    const { socket, amm } = client();
    socket.connectNow();
    socket.answer = (event) => (event === "payForResources" ? prepared : { ok: true });
    const actions = [
      {
        account: "amm.ux",
        name: "withdrawall",
        authorization: [{ actor: USER, permission: "active" }],
        data: {},
      },
    ];
    await expect(amm.payForResources(actions)).resolves.toEqual({ kind: "prepared", prepared });
    expect(socket.emitted.at(-1)).toEqual({
      event: "payForResources",
      payload: actions,
      timeout: SOCKET_ACK_TIMEOUT_MS,
    });
  });

  it("payForResources: the refusal text, no answer in time, or not connected", async () => {
    const { socket, amm } = client();
    await expect(amm.payForResources([])).resolves.toEqual({ kind: "noAnswer" });
    expect(socket.emitted).toEqual([]);
    socket.connectNow();
    socket.answer = () => ({ error: "payForResources needs at least one action" });
    await expect(amm.payForResources([])).resolves.toEqual({
      kind: "refused",
      message: "payForResources needs at least one action",
    });
    socket.answer = () => undefined;
    await expect(amm.payForResources([])).resolves.toEqual({ kind: "noAnswer" });
    socket.answer = () => ({ tx: {}, signatures: [], serializedTransactionX: "zz" });
    await expect(amm.payForResources([])).resolves.toMatchObject({ kind: "refused" });
  });

  it("placedorder: null when recorded, the refusal text otherwise", async () => {
    const { socket, amm } = client();
    socket.connectNow();
    const payload = { pool_id: 3, actions: [], order_ids: ["42"], tx_id: TX_ID };
    await expect(amm.placedOrder(payload)).resolves.toBeNull();
    expect(socket.emitted.at(-1)?.payload).toEqual(payload);
    socket.answer = () => ({ error: "one order id per placeorder action" });
    await expect(amm.placedOrder(payload)).resolves.toBe("one order id per placeorder action");
    socket.answer = () => undefined;
    await expect(amm.placedOrder(payload)).resolves.toBe(PLACEDORDER_UNANSWERED);
  });

  it("payForResources waits for the session's handshake instead of racing it", async () => {
    const { socket, session, amm } = client();
    socket.connectNow();
    socket.answer = (event) => (event === "payForResources" ? prepared : { ok: true });
    const settle = session.pending();
    const answer = amm.payForResources([]);
    await flush();
    expect(socket.emitted).toEqual([]);
    settle({ status: "bound" });
    await expect(answer).resolves.toEqual({ kind: "prepared", prepared });
    expect(socket.events()).toEqual([["payForResources", []]]);
  });

  it("payForResources on an unproven session fails with the reason, shown, and sends nothing", async () => {
    const { socket, session, amm, seen } = client();
    socket.connectNow();
    session.outcome = Promise.resolve({ status: "unproven", reason: "User rejected signature" });
    const message =
      "Not signed in to the AMM service (User rejected signature): log out and connect your wallet again to retry";
    await expect(amm.payForResources([])).resolves.toEqual({ kind: "refused", message });
    expect(seen.onMessage).toEqual([message]);
    session.outcome = Promise.resolve({ status: "offline" });
    await expect(amm.payForResources([])).resolves.toEqual({ kind: "noAnswer" });
    expect(socket.emitted).toEqual([]);
  });

  it("placedorder on an unbound session: the reason, or unanswered when offline; nothing sent", async () => {
    const { socket, session, amm, seen } = client();
    socket.connectNow();
    const payload = { pool_id: 3, actions: [], order_ids: ["42"], tx_id: TX_ID };
    session.outcome = Promise.resolve({ status: "unproven", reason: "the nonce expired" });
    await expect(amm.placedOrder(payload)).resolves.toBe(
      "Not signed in to the AMM service (the nonce expired): log out and connect your wallet again to retry",
    );
    session.outcome = Promise.resolve({ status: "offline" });
    await expect(amm.placedOrder(payload)).resolves.toBe(PLACEDORDER_UNANSWERED);
    expect(socket.emitted).toEqual([]);
    expect(seen.onMessage).toEqual([]);
  });
});
