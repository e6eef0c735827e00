import { cleanup } from "@testing-library/react";
import { vi } from "vitest";
import { reportUiStore } from "../../../src/features/orders/reports/reportUiStore";
import { ordersStore } from "../../../src/features/orders/store/ordersStore";
import { ammOrder } from "./orderFixtures";

/** After each order history test: unmounted, no stored orders, no report dialog or toast, real timers. */
export function resetOrderHistory() {
  cleanup();
  ordersStore.getState().clear();
  reportUiStore.setState({ dialogUuid: null, toast: null });
  vi.useRealTimers();
}

/** A settled swap with its report. */
export const reported = ammOrder({
  uuid: "reported",
  completed: true,
  orderTxId: "ab".repeat(32),
  report: [{ input: { quantity: "1.2345 UTX" }, outputs: [{ quantity: "2.4601 UFX" }] }],
});

/** An Add Liquidity the user refused to sign. */
export const failed = ammOrder({
  uuid: "failed",
  type: "Add Liquidity",
  completed: true,
  error: true,
  errorMessage: "User rejected signature",
});
