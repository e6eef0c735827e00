import { afterEach, describe, expect, it } from "vitest";
import {
  completeServiceOrder,
  failServiceOrder,
  recordServiceOrder,
} from "../../../../src/features/orders/service/serviceOrders";
import { ordersStore } from "../../../../src/features/orders/store/ordersStore";
import { orderStatus } from "../../../../src/features/orders/store/orderView";
import { orderLeg } from "../orderFixtures";

const leg = orderLeg("3.1250 EOS", { account_name: "alice", chainName: "eos", label: "EOS" });
const order = { type: "Account Creation", uuid: "job-1", send: [leg], receive: [], date: 1 };
const stored = () => ordersStore.getState().orders.find((o) => o.uuid === "job-1");

afterEach(() => ordersStore.getState().clear());

describe("orders a service carries out after payment (spec 1 §4 'Order lifecycle')", () => {
  it("enter the history in progress and unviewed", () => {
    recordServiceOrder(order);
    expect(stored()).toMatchObject({ ...order, completed: false, error: false, viewedOrder: false });
    expect(orderStatus(stored() as NonNullable<ReturnType<typeof stored>>)).toBe("inProgress");
  });

  it("complete with the payment's id (the order id) and the delivering transaction", () => {
    recordServiceOrder(order);
    ordersStore.getState().markAllViewed();
    completeServiceOrder("job-1", "ab".repeat(32), "cd".repeat(32));
    expect(stored()).toMatchObject({
      completed: true,
      error: false,
      orderTxId: "ab".repeat(32),
      forwardTxId: "cd".repeat(32),
      viewedOrder: false,
    });
    expect(orderStatus(stored() as NonNullable<ReturnType<typeof stored>>)).toBe("completed");
  });

  it("fail with the reason, shown as the error", () => {
    recordServiceOrder(order);
    failServiceOrder("job-1", "The name was taken meanwhile");
    expect(stored()).toMatchObject({
      completed: true,
      error: true,
      errorMessage: "The name was taken meanwhile",
    });
    expect(orderStatus(stored() as NonNullable<ReturnType<typeof stored>>)).toBe("failed");
  });
});
