import type { SwapJobEvent } from "../../shared/swapSocket";
import type { NewServiceOrder } from "../orders";
import { swapFailed } from "./resourcesTexts";

export interface OrderTrackerDeps {
  watchJob(id: string, listener: (event: SwapJobEvent) => void): () => void;
  /** Keeps the swap socket open while the job runs (null: it is gone already). */
  retain(): { release(): void } | null;
  record(order: NewServiceOrder): void;
  complete(uuid: string, orderTxId: string, resultTxId: string): void;
  fail(uuid: string, message: string): void;
}

/**
 * The order history's side of a paid Resources swap (spec 1 §4 'Order lifecycle'): in progress from the
 * payment, completed by swapCompleted (the payment's hash as the order id, the UX payout as the result)
 * or failed by txError with its reason, whether or not the page is still open. Returns the stop.
 */
export function trackResourcesOrder(order: NewServiceOrder, deps: OrderTrackerDeps): () => void {
  deps.record(order);
  const lease = deps.retain();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    unwatch();
    lease?.release();
  };
  const unwatch = deps.watchJob(order.uuid, (event) => {
    if (event.kind === "swapCompleted") {
      deps.complete(order.uuid, event.news.orderTxId, event.news.clientClaim.transaction_id);
      stop();
    } else if (event.kind === "txError") {
      deps.fail(order.uuid, swapFailed(event.news.error, event.news.refund?.amount ?? null));
      stop();
    }
  });
  return stop;
}
