/** "@ux/core/orders": the one entry point of core/orders for other packages. */
export * from "./userOrderState";
