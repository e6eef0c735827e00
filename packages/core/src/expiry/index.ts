/** "@ux/core/expiry": the one entry point of core/expiry for other packages. */
export * from "./expiryCode";
export * from "./expiryConstants";
export * from "./expiryStatus";
export * from "./instrumentSymbol";
