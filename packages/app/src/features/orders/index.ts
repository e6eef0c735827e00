/** The orders feature's public surface for the shell and other features. */
export { AmmOrdersSlot } from "./AmmOrdersSlot";
export { OrderHistoryBell } from "./OrderHistoryBell";
export type { Order, OrderLeg, OrderReport } from "./store/order";
export { ordersStore, useUnviewedOrderCount } from "./store/ordersStore";
