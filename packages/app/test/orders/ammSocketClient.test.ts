import { describe, expect, it } from "vitest";
import {
  AMM_SOCKET_ACK_TIMEOUT_MS,
  createAmmSocketClient,
  type SocketLike,
} from "../../src/features/orders/socket/ammSocketClient";
import type { ReportEvent } from "../../src/features/orders/socket/ammSocketPayloads";
import { prepared, TX_ID, USER } from "./fakeAmm";

type Ack = (error: Error | null, answer?: unknown) => void;

/** A socket.io client stand-in: the test plays the server (answers emits, pushes events). */
class FakeSocket implements SocketLike {
  connected = false;
  connectCalls = 0;
  disconnected = false;
  readonly emitted: { event: string; payload: unknown; timeout: number }[] = [];
  /** How the "server" answers an emit; undefined answer = no answer in time. */
  answer: (event: string, payload: unknown) => unknown = () => ({ ok: true });
  private readonly listeners = new Map<string, ((...args: never[]) => void)[]>();

  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  timeout(ms: number) {
    return {
      emit: (event: string, payload: unknown, ack: Ack) => {
        this.emitted.push({ event, payload, timeout: ms });
        const answer = this.answer(event, payload);
        queueMicrotask(() =>
          answer === undefined ? ack(new Error("operation has timed out")) : ack(null, answer),
        );
      },
    };
  }

  connect() {
    this.connectCalls += 1;
  }

  disconnect() {
    this.disconnected = true;
  }

  /** The server side: fires an event at the client. */
  serverEmit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  connectNow() {
    this.connected = true;
    this.serverEmit("connect");
  }
}

function client() {
  const socket = new FakeSocket();
  const seen = { reports: [] as ReportEvent[], messages: [] as string[], logs: [] as string[] };
  const amm = createAmmSocketClient(socket, USER, {
    onReport: (event) => seen.reports.push(event),
    onMessage: (text) => seen.messages.push(text),
    log: (message) => seen.logs.push(message),
  });
  return { socket, amm, seen };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

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
  it("sends setUser with the account on every (re)connection", async () => {
    const { socket } = client();
    socket.connectNow();
    socket.connected = false;
    socket.serverEmit("disconnect", "transport close");
    expect(socket.connectCalls).toBe(0); // socket.io reconnects by itself: nothing to do, nothing shown
    socket.connectNow();
    await flush();
    expect(socket.emitted.map((e) => [e.event, e.payload])).toEqual([
      ["setUser", USER],
      ["setUser", USER],
    ]);
  });

  it("asks socket.io to reconnect after a server-side disconnect, but not after close()", () => {
    const { socket, amm } = client();
    socket.serverEmit("disconnect", "io server disconnect");
    expect(socket.connectCalls).toBe(1);
    amm.close();
    expect(socket.disconnected).toBe(true);
    socket.serverEmit("disconnect", "io server disconnect");
    expect(socket.connectCalls).toBe(1);
  });

  it("acknowledges a report and hands it on parsed", () => {
    const { socket, seen } = client();
    const acks: unknown[] = [];
    socket.serverEmit("report", reportPayload, (answer: unknown) => acks.push(answer));
    expect(acks).toEqual([{ ok: true }]);
    expect(seen.reports).toHaveLength(1);
    expect(seen.reports[0]).toMatchObject({
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
    expect(seen.reports).toEqual([]);
    expect(seen.logs).toEqual(["AMM socket: malformed report dropped"]);
  });

  it("shows the server's msg text", () => {
    const { socket, seen } = client();
    socket.serverEmit("msg", "Call setUser with your account name before payForResources");
    expect(seen.messages).toEqual(["Call setUser with your account name before payForResources"]);
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
      timeout: AMM_SOCKET_ACK_TIMEOUT_MS,
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
    await expect(amm.placedOrder(payload)).resolves.toBe("The AMM service did not answer placedorder");
  });
});
