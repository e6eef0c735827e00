import { debugLog } from "../../../shared/logging/loggingStore";
import { invalidateAfterTransaction } from "../../../shared/query/invalidateAfterTransaction";
import { orderSettled } from "../amm/orderSettlement";
import type { ReportEvent } from "../socket/ammSocketPayloads";
import type { OrdersState } from "../store/ordersStore";
import { ordersStore } from "../store/ordersStore";
import { applyReport } from "./applyReport";
import { openReportDialog, showReportToast } from "./reportUiStore";

export interface ReportEffects {
  orders: () => Pick<OrdersState, "orders" | "updateOrder">;
  /** 'Click to view report' (spec 2 §4 'Notifications'). */
  showToast(uuid: string): void;
  openDialog(uuid: string): void;
  refreshMarket(): Promise<void>;
  log(message: string, detail?: unknown): void;
}

/**
 * Applies a report to the order history; once the order has all its reports it is complete: the form that
 * placed it hears of it (AmmOrderRequest.onSettled), then the success notice, the report dialog (it opens
 * by itself, spec 1 §2) and fresh pools and balances.
 */
export function createReportHandler(effects: ReportEffects): (event: ReportEvent) => void {
  return (event) => {
    const state = effects.orders();
    const outcome = applyReport(state.orders, event);
    if (outcome === null) {
      effects.log("AMM report for no open order of this browser (or already applied)", event);
      return;
    }
    state.updateOrder(outcome.uuid, outcome.patch);
    if (!outcome.completed) return;
    try {
      orderSettled(outcome.uuid);
    } catch (error) {
      effects.log("the settled order's form failed to clear", error);
    }
    effects.showToast(outcome.uuid);
    effects.openDialog(outcome.uuid);
    effects.refreshMarket().catch((error: unknown) => effects.log("refresh after a report failed", error));
  };
}

export const handleAmmReport = createReportHandler({
  orders: () => ordersStore.getState(),
  showToast: showReportToast,
  openDialog: openReportDialog,
  refreshMarket: () => invalidateAfterTransaction(),
  log: debugLog,
});
