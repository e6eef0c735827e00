import type { Order, OrderLeg } from "../store/order";
import { ordersStore } from "../store/ordersStore";

/*
 * Orders a product service carries out after the user paid (account creation, Resources swaps): they enter
 * the history in progress when the payment is handed over, and end completed with the payment's and the
 * result's transaction ids, or failed with the reason (spec 1 §4 'Order lifecycle').
 */

export interface NewServiceOrder {
  /** 'Account Creation', ... */
  type: string;
  /** The request id the service knows the job by. */
  uuid: string;
  send: OrderLeg[];
  receive: OrderLeg[];
  date: number;
}

export type { OrderLeg };

export function recordServiceOrder(order: NewServiceOrder): void {
  const entry: Order = {
    ...order,
    ammTxIds: [],
    completed: false,
    error: false,
    ufxHop: false,
    viewedOrder: false,
    viewedReport: false,
  };
  ordersStore.getState().addOrder(entry);
}

/** Done: `orderTxId` is the payment (the history shows it as the order id), `resultTxId` what delivered. */
export function completeServiceOrder(uuid: string, orderTxId: string, resultTxId: string): void {
  ordersStore.getState().updateOrder(uuid, {
    orderTxId,
    forwardTxId: resultTxId,
    completed: true,
    error: false,
    viewedOrder: false,
  });
}

export function failServiceOrder(uuid: string, message: string): void {
  ordersStore.getState().updateOrder(uuid, {
    completed: true,
    error: true,
    errorMessage: message,
    viewedOrder: false,
  });
}
