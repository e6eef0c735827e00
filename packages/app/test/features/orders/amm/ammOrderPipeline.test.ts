import "./memoryStorage";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AUCTION_IN_PROGRESS } from "../../../../src/features/orders/amm/ammOrderHistory";
import { AMM_SIGNING_NOTICE_KEY, runAmmOrder } from "../../../../src/features/orders/amm/ammOrderPipeline";
import { ordersStore } from "../../../../src/features/orders/store/ordersStore";
import { SIGNING_NOTICE } from "../../../../src/shared/notifications/notificationPolicy";
import {
  AMM,
  ammConfig,
  FakeAmmSocket,
  fakeDeps,
  multiSwapRequest,
  ORDER_42,
  storedOrder as order,
  PACKED,
  reportEvent,
  reportHandler,
  swapRequest,
  TX_ID,
  tracingNode,
  USER,
} from "./fakeAmm";
import { storedItem } from "./memoryStorage";

const ORDER_43 = { name: "placeorder", hex: "2b00000000000000" };

beforeEach(() => ordersStore.getState().clear());

describe("placeAmmOrder pipeline: success", () => {
  it("adds the order, co-signs the prepared bytes, pushes both signatures, tells placedorder, confirms", async () => {
    const socket = new FakeAmmSocket();
    const { node, fetch } = tracingNode([ORDER_42]);
    const { deps, recorded } = fakeDeps(socket, fetch);

    const placed = await runAmmOrder(swapRequest(), deps);

    expect(placed).toEqual({ uuid: "order-1", transactionId: TX_ID, orderIds: ["42"] });
    // The order: in progress until its report, legs as 'amount SYMBOL' to 4 decimals.
    expect(order()).toMatchObject({
      type: "AMM Swap",
      send: [{ name: "UTX", quantity: "1.2345 UTX", amount: "1.2345", account_name: USER, chainName: "ux" }],
      receive: [{ name: "UFX", quantity: "2.4678 UFX", amount: "2.4678", label: "UX Network" }],
      pool_id: 3,
      pool_name: "utxufx",
      pools: [{ id: 3, name: "utxufx" }],
      ufxHop: false,
      date: 1_772_366_400_000,
      completed: false,
      error: false,
      orderTxId: TX_ID,
      ammTxIds: [TX_ID],
      ammOrderIds: ["42"],
      expectedReports: 1,
      viewedOrder: false,
    });
    expect(recorded.notices).toEqual([
      { kind: "info", text: "AMM Swap order: 1.2345 UTX → UFX" },
      { kind: "persistent", text: SIGNING_NOTICE },
      { kind: "dismiss", text: AMM_SIGNING_NOTICE_KEY },
    ]);
    // The service was asked to pay for exactly the user's actions, and the wallet signed its bytes.
    const actions = swapRequest().buildActions({ actor: USER, permission: "active" });
    expect(socket.payRequests).toEqual([actions]);
    expect(recorded.signed).toEqual([{ hex: PACKED, actions }]);
    const send = node.requests.find((r) => r.path === "/v1/chain/send_transaction");
    expect(send?.body).toEqual({
      signatures: ["SIG_K1_payer", "SIG_K1_wallet"],
      compression: 0,
      packed_context_free_data: "",
      packed_trx: PACKED,
    });
    expect(socket.placed).toEqual([
      { pool_id: 3, actions: actions.filter((a) => a.account === AMM), order_ids: ["42"], tx_id: TX_ID },
    ]);
    // Confirmed through the shared polling: get_block until irreversible.
    expect(node.count("/v1/chain/get_block")).toBeGreaterThan(0);
    expect(recorded.opened).toEqual([]);
  });

  it("says 'Auction in progress' for liquidity orders", async () => {
    for (const type of ["Add Liquidity", "Remove Liquidity"] as const) {
      ordersStore.getState().clear();
      const { fetch } = tracingNode([ORDER_42]);
      const { deps, recorded } = fakeDeps(new FakeAmmSocket(), fetch);
      await runAmmOrder(swapRequest({ type }), deps);
      expect(recorded.notices[0]).toEqual({ kind: "info", text: AUCTION_IN_PROGRESS });
    }
  });

  it("pushes with send_transaction2 when the chain guarantees pushes", async () => {
    const config = ammConfig();
    if (config.chains.ux) config.chains.ux.apiPushGuarantee = true;
    const { node, fetch } = tracingNode([ORDER_42]);
    const { deps } = fakeDeps(new FakeAmmSocket(), fetch, {}, config);
    await runAmmOrder(swapRequest(), deps);
    const send = node.requests.find((r) => r.path === "/v1/chain/send_transaction2");
    expect(send?.body).toMatchObject({
      retry_trx: true,
      return_failure_trace: false,
      transaction: { packed_trx: PACKED, signatures: ["SIG_K1_payer", "SIG_K1_wallet"] },
    });
    expect(node.count("/v1/chain/send_transaction")).toBe(0);
  });

  it("waits 1 s per unanswered payForResources, then goes on", async () => {
    const socket = new FakeAmmSocket();
    socket.payAnswers.push({ kind: "noAnswer" }, { kind: "noAnswer" });
    const { fetch } = tracingNode([ORDER_42]);
    const { deps, recorded } = fakeDeps(socket, fetch);
    await runAmmOrder(swapRequest(), deps);
    expect(socket.payRequests).toHaveLength(3);
    expect(recorded.waits.slice(0, 2)).toEqual([1000, 1000]);
  });

  it("re-sends the same bytes after 3 s when the push's answer was lost (pending)", async () => {
    const { node, fetch } = tracingNode([ORDER_42]);
    node.sendAnswers.push("offline");
    const { deps, recorded } = fakeDeps(new FakeAmmSocket(), fetch);
    const placed = await runAmmOrder(swapRequest(), deps);
    expect(placed.orderIds).toEqual(["42"]);
    expect(recorded.waits[0]).toBe(3000);
    expect(recorded.signed).toHaveLength(1);
    const sends = node.requests.filter((r) => r.path === "/v1/chain/send_transaction");
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body).toEqual(sends[0]?.body);
  });

  it("takes a duplicate after a lost answer as sent: no order ids, reports matched by transaction id", async () => {
    const { node, fetch } = tracingNode([ORDER_42]);
    node.sendAnswers.push("offline", "duplicate");
    node.include(TX_ID, node.head + 1);
    const socket = new FakeAmmSocket();
    const { deps, recorded } = fakeDeps(socket, fetch);
    const placed = await runAmmOrder(swapRequest(), deps);
    expect(placed).toEqual({ uuid: "order-1", transactionId: TX_ID, orderIds: [] });
    expect(socket.placed).toEqual([]);
    expect(recorded.logs.some((l) => l.includes("matched by transaction id"))).toBe(true);
    const { handle } = reportHandler();
    handle(reportEvent());
    expect(order()).toMatchObject({ completed: true, error: false, ammOrderIds: ["42"] });
  });

  it("logs a placedorder refusal without failing the order", async () => {
    const socket = new FakeAmmSocket();
    socket.placedAnswer = "placedorder action 1 is for pool 4, not 3";
    const { fetch } = tracingNode([ORDER_42]);
    const { deps, recorded } = fakeDeps(socket, fetch);
    await expect(runAmmOrder(swapRequest(), deps)).resolves.toMatchObject({ orderIds: ["42"] });
    expect(recorded.logs).toContain("placedorder refused: placedorder action 1 is for pool 4, not 3");
    expect(order()?.error).toBe(false);
  });
});

describe("placeAmmOrder pipeline: reports", () => {
  it("a report completes the order: report list, tx ids, toast, dialog and market refresh", async () => {
    const { fetch } = tracingNode([ORDER_42]);
    const { deps } = fakeDeps(new FakeAmmSocket(), fetch);
    await runAmmOrder(swapRequest(), deps);
    const { handle, effects } = reportHandler();
    handle(reportEvent());
    expect(order()).toMatchObject({
      completed: true,
      error: false,
      orderTxId: TX_ID,
      forwardTxId: "cd".repeat(32),
      report: [{ input: { quantity: "1.2345 UTX" }, outputs: [{ quantity: "2.4601 UFX" }], order_id: "42" }],
      viewedReport: false,
    });
    expect(effects).toEqual({ toasts: ["order-1"], dialogs: ["order-1"], refreshes: 1 });
    // Kept in local storage: a reload still shows the report.
    expect(JSON.parse(storedItem("orders") ?? "{}").state.orders[0]).toMatchObject({
      uuid: "order-1",
      completed: true,
      report: [{ order_id: "42" }],
    });
    // Pushed again (the ack was lost): applied once.
    handle(reportEvent());
    expect(order()?.report).toHaveLength(1);
    expect(effects.toasts).toHaveLength(1);
  });

  it("a Multi Swap completes when the reports of all its orders arrived", async () => {
    const socket = new FakeAmmSocket();
    const { fetch } = tracingNode([ORDER_42, ORDER_43]);
    const { deps } = fakeDeps(socket, fetch);
    const placed = await runAmmOrder(multiSwapRequest(), deps);
    expect(placed.orderIds).toEqual(["42", "43"]);
    expect(socket.placed[0]?.order_ids).toEqual(["42", "43"]);
    expect(socket.placed[0]?.actions).toHaveLength(2);
    expect(order()?.expectedReports).toBe(2);
    const { handle, effects } = reportHandler();
    handle(reportEvent({ order_id: "43" }, "2.0000 EOS", "3.0000 UFX"));
    expect(order()).toMatchObject({ completed: false });
    expect(order()?.report).toHaveLength(1);
    expect(effects.dialogs).toEqual([]);
    handle(reportEvent({ order_id: "42" }, "1.0000 UTX", "1.9000 UFX"));
    expect(order()).toMatchObject({ completed: true, error: false });
    expect(order()?.report?.map((r) => r.order_id)).toEqual(["43", "42"]);
    expect(effects).toEqual({ toasts: ["order-1"], dialogs: ["order-1"], refreshes: 1 });
  });

  it("tells the order's form once every report is in (onSettled), before the placement resolves too", async () => {
    const onSettled = vi.fn();
    const { fetch } = tracingNode([ORDER_42, ORDER_43]);
    const { deps } = fakeDeps(new FakeAmmSocket(), fetch);
    const { handle } = reportHandler();
    let reported = false;
    deps.sleep = async () => {
      // The reports come in while the confirmation polls.
      if (reported) return;
      reported = true;
      handle(reportEvent({ order_id: "43" }, "2.0000 EOS", "3.0000 UFX"));
      expect(onSettled).not.toHaveBeenCalled();
      handle(reportEvent({ order_id: "42" }, "1.0000 UTX", "1.9000 UFX"));
      expect(onSettled).toHaveBeenCalledTimes(1);
    };
    await runAmmOrder({ ...multiSwapRequest(), onSettled }, deps);
    expect(reported).toBe(true);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});

describe("placeAmmOrder pipeline: browser wallet (gateway)", () => {
  it("sends the same actions through the gateway; reports match by pool and input token", async () => {
    const socket = new FakeAmmSocket();
    const { fetch } = tracingNode([]);
    const { deps, recorded } = fakeDeps(socket, fetch, { browserWallet: true });
    const placed = await runAmmOrder(swapRequest(), deps);
    expect(placed).toEqual({ uuid: "order-1", transactionId: `0x${"e".repeat(64)}`, orderIds: [] });
    expect(recorded.gateway).toEqual([swapRequest().buildActions({ actor: USER, permission: "active" })]);
    expect(socket.payRequests).toEqual([]);
    expect(order()).toMatchObject({ gateway: true, ammTxIds: [`0x${"e".repeat(64)}`], completed: false });
    const { handle } = reportHandler();
    // Another pool's report, or another token's, is not this order's.
    handle(reportEvent({ orderTxId: "ff".repeat(32), pool_id: 4 }));
    handle(reportEvent({ orderTxId: "ff".repeat(32) }, "1.0000 EOS"));
    expect(order()?.completed).toBe(false);
    handle(reportEvent({ orderTxId: "ff".repeat(32) }));
    expect(order()).toMatchObject({ completed: true, orderTxId: "ff".repeat(32), ammOrderIds: ["42"] });
  });

  it("a gateway failure marks the order failed with the readable message", async () => {
    const { fetch } = tracingNode([]);
    const { deps, recorded } = fakeDeps(new FakeAmmSocket(), fetch, {
      browserWallet: true,
      submitThroughGateway: async () => {
        throw Object.assign(new Error("MetaMask Tx Signature: User denied transaction signature."), {
          code: 4001,
        });
      },
    });
    await expect(runAmmOrder(swapRequest(), deps)).rejects.toThrow("User denied");
    expect(order()).toMatchObject({ error: true, errorMessage: "User rejected signature" });
    expect(recorded.presented).toHaveLength(1);
  });
});

describe("order notice texts", () => {
  it("names a Multi Swap's tokens", async () => {
    const { fetch } = tracingNode([ORDER_42, ORDER_43]);
    const { deps, recorded } = fakeDeps(new FakeAmmSocket(), fetch);
    await runAmmOrder(multiSwapRequest(), deps);
    expect(recorded.notices[0]).toEqual({
      kind: "info",
      text: "Multi Swap order: 1.0000 UTX, 2.0000 EOS → UFX",
    });
  });
});
