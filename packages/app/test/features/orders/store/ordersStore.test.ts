import { describe, expect, it } from "vitest";
import { countUnviewed } from "../../../../src/features/orders/store/order";
import { ORDERS_STORAGE_KEY, ordersStore } from "../../../../src/features/orders/store/ordersStore";
import { order, report } from "../orderFixtures";

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
