import { useStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { createStore } from "zustand/vanilla";
import { countUnviewed, markAllViewed, type Order, parsePersistedOrders } from "./order";

export const ORDERS_STORAGE_KEY = "orders";

export interface OrdersState {
  orders: Order[];
  /** Newest first, as the popover lists them. */
  addOrder(order: Order): void;
  updateOrder(uuid: string, patch: Partial<Omit<Order, "uuid">>): void;
  markAllViewed(): void;
  clear(): void;
}

/** Throwing here (no storage, or access refused) makes persist run in memory only. */
function browserStorage(): Storage {
  const storage = globalThis.localStorage;
  if (storage === undefined) throw new Error("localStorage is not available");
  return storage;
}

export const ordersStore = createStore<OrdersState>()(
  persist(
    (set) => ({
      orders: [],
      addOrder: (order) =>
        set((state) => ({ orders: [order, ...state.orders.filter((o) => o.uuid !== order.uuid)] })),
      updateOrder: (uuid, patch) =>
        set((state) => ({ orders: state.orders.map((o) => (o.uuid === uuid ? { ...o, ...patch } : o)) })),
      markAllViewed: () => set((state) => ({ orders: markAllViewed(state.orders) })),
      clear: () => set({ orders: [] }),
    }),
    {
      name: ORDERS_STORAGE_KEY,
      storage: createJSONStorage(browserStorage),
      partialize: (state) => ({ orders: state.orders }),
      // Local storage is outside our control: re-validate what was stored instead of spreading it in.
      merge: (persisted, current) => ({
        ...current,
        orders: parsePersistedOrders((persisted as { orders?: unknown } | null)?.orders),
      }),
    },
  ),
);

export function useOrders(): Order[] {
  return useStore(ordersStore, (state) => state.orders);
}

export function useUnviewedOrderCount(): number {
  return useStore(ordersStore, (state) => countUnviewed(state.orders));
}
