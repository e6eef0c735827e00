import { describe, expect, it } from "vitest";
import { countUnviewed, type Order } from "../../../../src/features/orders/store/order";
import { ORDERS_STORAGE_KEY, ordersStore } from "../../../../src/features/orders/store/ordersStore";

const leg = (quantity: string) => ({
  name: quantity.split(" ")[1] ?? "",
  quantity,
  amount: quantity.split(" ")[0] ?? "",
  account_name: "alice1111111",
  chainName: "ux",
  label: "UX Network",
});

const order = (overrides: Partial<Order> = {}): Order => ({
  type: "AMM Swap",
  send: [leg("1.0000 UTX")],
  receive: [leg("2.5000 UFX")],
  uuid: "u-1",
  ammTxIds: [],
  date: 1_700_000_000_000,
  completed: false,
  error: false,
  ufxHop: false,
  viewedOrder: false,
  viewedReport: false,
  ...overrides,
});

const report = [{ input: { quantity: "1.0000 UTX" }, outputs: [{ quantity: "2.4950 UFX" }] }];

describe("orders store", () => {
  it("adds newest first, replaces by uuid, updates and marks viewed", () => {
    expect(ORDERS_STORAGE_KEY).toBe("orders");
    const store = ordersStore.getState();
    store.clear();
    store.addOrder(order({ uuid: "first" }));
    store.addOrder(order({ uuid: "second" }));
    expect(ordersStore.getState().orders.map((o) => o.uuid)).toEqual(["second", "first"]);
    store.addOrder(order({ uuid: "first", type: "Multi Swap" }));
    expect(ordersStore.getState().orders.map((o) => [o.uuid, o.type])).toEqual([
      ["first", "Multi Swap"],
      ["second", "AMM Swap"],
    ]);
    store.updateOrder("second", { completed: true, report, orderTxId: "abc" });
    expect(countUnviewed(ordersStore.getState().orders)).toBe(3);
    store.markAllViewed();
    expect(countUnviewed(ordersStore.getState().orders)).toBe(0);
    store.clear();
    expect(ordersStore.getState().orders).toEqual([]);
  });
});
