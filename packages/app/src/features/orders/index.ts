/** The orders feature's front door: the shell's order history bell and AMM orders host, and the placement the app hands to shared/amm. */
export { AmmOrdersSlot } from "./AmmOrdersSlot";
export { OrderHistoryBell } from "./OrderHistoryBell";
export {
  completeServiceOrder,
  failServiceOrder,
  type NewServiceOrder,
  type OrderLeg,
  recordServiceOrder,
} from "./service/serviceOrders";
export { useUnviewedOrderCount } from "./store/ordersStore";

/** The placement of AMM orders with their history and reports; the pipeline, socket and wallet code load on the first order. */
export const loadTrackedAmmOrderPlacement = () =>
  import("./amm/trackedAmmOrderPlacement").then((m) => m.placeTrackedAmmOrder);
