import { describe, expect, it } from "vitest";
import type { NewServiceOrder } from "../../../src/features/orders";
import { trackResourcesOrder } from "../../../src/features/resources/resourcesOrderTracker";
import { resourcesOrder } from "../../../src/features/resources/resourcesPlan";
import type { SwapJobEvent } from "../../../src/shared/swapSocket";
import {
  confirmationsNews,
  PAYMENT_HASH,
  SWAP_COMPLETED,
  TX_ERROR,
  UX_TX_ID,
} from "../../shared/swapSocket/fixtures";
import { ETH_PLAN } from "./plans";

function tracker(retained = true) {
  const calls: unknown[][] = [];
  let listener: ((event: SwapJobEvent) => void) | null = null;
  let leases = 0;
  const deps = {
    watchJob: (id: string, next: (event: SwapJobEvent) => void) => {
      calls.push(["watch", id]);
      listener = next;
      return () => {
        calls.push(["unwatch", id]);
        listener = null;
      };
    },
    retain: () => {
      if (!retained) return null;
      leases += 1;
      return {
        release: () => {
          leases -= 1;
        },
      };
    },
    record: (order: NewServiceOrder) => calls.push(["record", order.uuid, order.type]),
    complete: (uuid: string, orderTxId: string, resultTxId: string) =>
      calls.push(["complete", uuid, orderTxId, resultTxId]),
    fail: (uuid: string, message: string) => calls.push(["fail", uuid, message]),
  };
  const emit = (event: SwapJobEvent) => listener?.(event);
  return { deps, calls, emit, leases: () => leases };
}

const order = resourcesOrder(ETH_PLAN, 1, "UX Network");

describe("a paid swap in the order history", () => {
  it("recorded in progress, completed by swapCompleted with the payment and payout ids, then let go", () => {
    const { deps, calls, emit, leases } = tracker();
    trackResourcesOrder(order, deps);
    expect(leases()).toBe(1);
    emit({ kind: "confirmations", news: confirmationsNews(2) });
    emit({ kind: "swapCompleted", news: SWAP_COMPLETED });
    expect(calls).toEqual([
      ["record", order.uuid, "Resources"],
      ["watch", order.uuid],
      ["complete", order.uuid, PAYMENT_HASH, UX_TX_ID],
      ["unwatch", order.uuid],
    ]);
    expect(leases()).toBe(0);
  });

  it("failed by txError with its reason", () => {
    const { deps, calls, emit, leases } = tracker();
    trackResourcesOrder(order, deps);
    emit({ kind: "txError", news: TX_ERROR });
    expect(calls).toContainEqual(["fail", order.uuid, "The swap failed: The payment was not found"]);
    expect(leases()).toBe(0);
  });

  it("stopping by hand releases once; a socket already gone is no lease to release", () => {
    const { deps, calls, leases } = tracker();
    const stop = trackResourcesOrder(order, deps);
    stop();
    stop();
    expect(leases()).toBe(0);
    expect(calls.filter(([kind]) => kind === "unwatch")).toHaveLength(1);
    const gone = tracker(false);
    expect(() => trackResourcesOrder(order, gone.deps)()).not.toThrow();
  });
});
