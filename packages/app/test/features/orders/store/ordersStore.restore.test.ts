import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../shared/memoryStorage";

// A stand-in for the browser's localStorage, installed before the store module loads.
const fakeStorage = memoryStorage();

const storedOrder = {
  type: "Add Liquidity",
  send: [],
  receive: [],
  uuid: "kept",
  date: 1,
  completed: false,
  error: false,
  viewedOrder: false,
  viewedReport: false,
};

describe("orders persistence", () => {
  it("restores valid stored orders, drops corrupt ones, and saves changes under 'orders'", async () => {
    fakeStorage.items.set(
      "orders",
      JSON.stringify({ state: { orders: [storedOrder, { uuid: "corrupt" }] }, version: 0 }),
    );
    Object.defineProperty(globalThis, "localStorage", { value: fakeStorage, configurable: true });
    try {
      const { ordersStore } = await import("../../../../src/features/orders/store/ordersStore");
      await ordersStore.persist.rehydrate();
      expect(ordersStore.getState().orders).toEqual([{ ...storedOrder, ammTxIds: [], ufxHop: false }]);
      ordersStore.getState().markAllViewed();
      const saved = JSON.parse(fakeStorage.items.get("orders") ?? "{}");
      expect(saved.state.orders).toEqual([
        { ...storedOrder, ammTxIds: [], ufxHop: false, viewedOrder: true },
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, "localStorage");
    }
  });
});
